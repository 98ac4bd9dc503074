// Names of the ports' transport links and services, and of the travel-essential sections, in the visitor's language.
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { PortService, PortTransport } from '#shared/port-facilities';

export const TRANSPORT_LABELS: Record<PortTransport, MessageDescriptor> = {
  bus: msg`Public bus`,
  lrt: msg`Light Rapid Transit (LRT)`,
  taxi: msg`Taxi stand`,
  'casino-shuttle': msg`Free hotel shuttles`,
  'cross-border-bus': msg`Cross-border shuttle bus`,
  ferry: msg`Ferries`,
  flights: msg`Flights`,
};

export const SERVICE_LABELS: Record<PortService, MessageDescriptor> = {
  'tourist-information': msg`Tourist information counter`,
  'currency-exchange': msg`Currency exchange`,
  atm: msg`Cash machines (ATM)`,
  'free-wifi': msg`Free Wi-Fi`,
  'mobile-sim': msg`Mobile SIM cards`,
  'left-luggage': msg`Left luggage`,
  'accessible-toilets': msg`Accessible toilets`,
  'hotel-counters': msg`Hotel counters`,
  'duty-free': msg`Duty-free shops`,
  food: msg`Food and drink`,
};

/** The three parts of the hub, in page order (SPEC §2: the section routes redirect to these anchors). */
export const SECTION_LABELS: Record<string, MessageDescriptor> = {
  'before-you-travel': msg`Before you travel`,
  'about-macao': msg`About Macao`,
  'useful-info': msg`Useful info`,
};

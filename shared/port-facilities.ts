// The closed lists of a port of entry's transport links and services (content checks them; the page names them).

export const PORT_TRANSPORT = ['bus', 'lrt', 'taxi', 'casino-shuttle', 'cross-border-bus', 'ferry', 'flights'] as const;
export type PortTransport = (typeof PORT_TRANSPORT)[number];

export const PORT_SERVICES = [
  'tourist-information',
  'currency-exchange',
  'atm',
  'free-wifi',
  'mobile-sim',
  'left-luggage',
  'accessible-toilets',
  'hotel-counters',
  'duty-free',
  'food',
] as const;
export type PortService = (typeof PORT_SERVICES)[number];

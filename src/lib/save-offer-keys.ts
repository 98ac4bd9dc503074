// The names the page frame and the offer of the whole guide share (apart from src/lib/save-offer.ts, so the frame
// carries two strings and not the offer's rules).

/** The page's event once the first visit's background save has ended (src/pwa/register.ts sends it). */
export const CORE_SAVED_EVENT = 'guide:core-saved';
/** Where the visitor's "no thanks" to the quiet line is kept (the "Not saved" screens still offer the guide). */
export const OFFER_DISMISSED_KEY = 'guide-offer-dismissed';

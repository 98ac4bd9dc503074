// What the page frame (the announcement bar) needs from announcements: the detail view, loaded when opened, apart
// from the board page so the entry bundle does not carry it.
export { AnnouncementDetail } from './AnnouncementDetailHost';

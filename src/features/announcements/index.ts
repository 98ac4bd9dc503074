// Announcements: the full board and the detail view the bar opens (the queue rules live in lib/announcement-queue).
// The detail is loaded when opened; the bar should import it from frame.ts so the board stays out of the entry.
export { AnnouncementBoard } from './AnnouncementBoard';
export { AnnouncementDetail } from './AnnouncementDetailHost';

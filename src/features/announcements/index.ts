// Announcements: the full board and the detail view the bar opens (the queue rules live in lib/announcement-queue).
export { AnnouncementBoard } from './AnnouncementBoard';
export { AnnouncementDetail } from './AnnouncementDetail';

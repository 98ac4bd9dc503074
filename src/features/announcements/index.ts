// Announcements: the full board and the queue rules the bar uses.
export { AnnouncementBoard } from './AnnouncementBoard';
export { queueAnnouncements, LARTS_COOKIE } from '#/lib/announcement-queue';

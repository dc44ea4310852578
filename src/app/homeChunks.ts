// A returning signed-in person's first screen (the shell around home) renders these lazy chunks:
// asked for while the kept page is read (issue 28, warm start), not once the render meets them.
import { loadLaterEnglish } from '../i18n';

export function preloadHomeChunks(): void {
  void Promise.allSettled([
    loadLaterEnglish(),
    import('./layout/TopBarNotifications'),
    import('./layout/NewPostButton'),
    import('../features/announcements/AnnouncementsPanel'),
    import('../features/notifications/NotificationsService'),
    import('../features/timeline/reading/ReadingPosition'),
  ]);
}

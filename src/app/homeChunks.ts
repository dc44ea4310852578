// A returning signed-in person's first screen (the shell around home) renders these lazy chunks:
// asked for while the kept page is read (warm start), not once the render meets them.
// (lazyChunk brings the later English strings along.)
import { preloadStatusMedia } from '../features/status/StatusMedia';
import { lazyChunk } from '../ui/lazyChunk';

export function preloadHomeChunks(): void {
  lazyChunk(() => import('./layout/TopBarNotifications')).preload();
  lazyChunk(() => import('./layout/NewPostButton')).preload();
  lazyChunk(() => import('./layout/NotificationsColumn').then((m) => ({ default: m.NotificationsColumn }))).preload();
  lazyChunk(() => import('../features/status/actions/ReactionButton')).preload();
  lazyChunk(() => import('../features/announcements/AnnouncementsPanel')).preload();
  lazyChunk(() => import('../features/notifications/NotificationsService')).preload();
  lazyChunk(() => import('../features/timeline/reading/ReadingPosition')).preload();
  void preloadStatusMedia();
}

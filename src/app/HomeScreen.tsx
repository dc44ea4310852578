// The home timeline with the server's announcements above it (a lazy chunk, only for members on
// servers that serve announcements).
import { Suspense, useEffect } from 'react';
import { whenIdle } from '../lib/idle';
import { selectIsLoggedIn } from '../store/authSlice';
import { useAppSelector } from '../store/hooks';
import { useOutboxView } from '../store/outbox/marks';
import { selectInstance } from '../store/instanceSlice';
import { lazyChunk } from '../ui/lazyChunk';
import { ItemBoundary } from '../ui/ItemBoundary';
import { FriendsTimeline } from '../features/timeline/TimelineScreens';

const AnnouncementsPanel = lazyChunk(() => import('../features/announcements/AnnouncementsPanel'));
const OutboxPanel = lazyChunk(() => import('../features/outbox/OutboxPanel'));

export function HomeScreen() {
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const available = useAppSelector((s) => selectInstance(s).announcementsAvailable);
  const outbox = useOutboxView();
  // The outbox shows up when the network is gone: its code must be here before that.
  useEffect(() => {
    if (loggedIn) void whenIdle().then(() => OutboxPanel.preload());
  }, [loggedIn]);
  return (
    <>
      {loggedIn && available && (
        <ItemBoundary kind="panel">
          <Suspense fallback={null}>
            <AnnouncementsPanel />
          </Suspense>
        </ItemBoundary>
      )}
      {loggedIn && (outbox.entries.length > 0 || outbox.volatile) && (
        <ItemBoundary kind="panel">
          <Suspense fallback={null}>
            <OutboxPanel />
          </Suspense>
        </ItemBoundary>
      )}
      <FriendsTimeline />
    </>
  );
}

// Where a view shows the copy kept for reading offline (store/keptViews.ts): the "Offline — as of"
// notice, from its own chunk, and "The server is not answering" while it does not.
// Both are asked for as soon as a signed-in person reads a view, so they are there when the
// network (or the instance, which also serves the app's files) is not.
import { Suspense, useEffect } from 'react';
import { selectUserToken } from '../store/authSlice';
import { useAppSelector } from '../store/hooks';
import { selectKeptAsOf } from '../store/keptViewsSelectors';
import { lazyChunk } from './lazyChunk';
import { useServerDown } from '../store/serverDown';

const KeptCopyNoticeText = lazyChunk(() => import('./KeptCopyNoticeText'));
const ServerDownNoticeText = lazyChunk(() => import('./ServerDownNoticeText'));

export function KeptCopyNotice({ viewKey }: { viewKey: string | null }) {
  const asOf = useAppSelector((s) => (viewKey ? selectKeptAsOf(s, viewKey) : undefined));
  const signedIn = useAppSelector(selectUserToken) !== null;
  // Said only while the browser is online (ServerDownNoticeText follows it): offline, the browser is the reason.
  const serverDown = useServerDown() && signedIn;
  useEffect(() => {
    if (!signedIn) return;
    KeptCopyNoticeText.preload();
    ServerDownNoticeText.preload();
  }, [signedIn]);
  if (asOf === undefined && !serverDown) return null;
  return (
    <Suspense fallback={null}>
      {serverDown && <ServerDownNoticeText />}
      {asOf !== undefined && <KeptCopyNoticeText asOf={asOf} />}
    </Suspense>
  );
}

// Where a view shows the copy kept for reading offline (store/keptViews.ts): the "Offline — as of"
// notice, from its own chunk. Asked for as soon as a signed-in person reads a view, so that it is
// there when the network is not.
import { Suspense, useEffect } from 'react';
import { selectUserToken } from '../store/authSlice';
import { useAppSelector } from '../store/hooks';
import { selectKeptAsOf } from '../store/keptViewsSelectors';
import { lazyChunk } from './lazyChunk';

const KeptCopyNoticeText = lazyChunk(() => import('./KeptCopyNoticeText'));

export function KeptCopyNotice({ viewKey }: { viewKey: string | null }) {
  const asOf = useAppSelector((s) => (viewKey ? selectKeptAsOf(s, viewKey) : undefined));
  const signedIn = useAppSelector(selectUserToken) !== null;
  useEffect(() => {
    if (signedIn) KeptCopyNoticeText.preload();
  }, [signedIn]);
  if (asOf === undefined) return null;
  return (
    <Suspense fallback={null}>
      <KeptCopyNoticeText asOf={asOf} />
    </Suspense>
  );
}

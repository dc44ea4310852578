// Mounted once by the app: shows the pending confirm question (ui/confirm.ts). The dialog itself
// is a chunk of its own, so the first paint carries only this subscription.
import { Suspense } from 'react';
import { usePendingConfirm } from './confirm';
import { lazyChunk } from './lazyChunk';

const ConfirmDialog = lazyChunk(() => import('./ConfirmDialog'));

export function ConfirmHost() {
  const request = usePendingConfirm();
  if (!request) return null;
  return (
    <Suspense fallback={null}>
      <ConfirmDialog key={request.id} request={request} />
    </Suspense>
  );
}

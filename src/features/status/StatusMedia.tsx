// A status's media (AttachmentList and what it renders) is a chunk of its own: most first screens
// have none, and a visitor's first chunk does without it. It is asked for as soon as a status with
// media is in the store (watchStatusMedia), before mount when the first page has one, and in idle
// time after the first paint; a status rendered before it arrives holds the list's box meanwhile.
import { Suspense, useState } from 'react';
import type { Status } from '../../entities/types';
import type { AppStore } from '../../store';
import { lazyChunk } from '../../ui/lazyChunk';
import { MediaPlaceholder } from './attachments/MediaPlaceholder';

type MediaModule = typeof import('./AttachmentList');

let loaded: MediaModule | null = null;

// Its strings are in the first paint's sections: it must not wait for the later English.
const LazyAttachmentList = lazyChunk(
  () =>
    import('./AttachmentList').then((m) => {
      loaded = m;
      return { default: m.AttachmentList };
    }),
  { laterStrings: false },
);

/** Asks for the media chunk; resolves once it is here (or failed: the render then shows that). */
export const preloadStatusMedia = (): Promise<void> => LazyAttachmentList.preload();

export function StatusMedia({ status }: { status: Status }) {
  // Chosen once per mount: swapping the lazy component for the loaded one would mount the list
  // again and forget what the reader did there (a sensitive picture shown).
  const [ready] = useState(() => loaded);
  if (ready) return <ready.AttachmentList status={status} />;
  return (
    <Suspense fallback={<MediaPlaceholder status={status} />}>
      <LazyAttachmentList status={status} />
    </Suspense>
  );
}

const withMedia = (statuses: Record<string, Status>): boolean => {
  for (const id in statuses) if (statuses[id].attachments.length > 0) return true;
  return false;
};

/** Asks for the media chunk the first time a status with media enters the store. */
export function watchStatusMedia(store: AppStore): void {
  let seen: Record<string, Status> | null = null;
  const check = () => {
    const { statuses } = store.getState();
    if (statuses === seen) return;
    seen = statuses;
    if (!withMedia(statuses)) return;
    unsubscribe();
    void preloadStatusMedia();
  };
  const unsubscribe = store.subscribe(check);
  check();
}

/** Resolves once the media chunk is here if the store holds a status with media, else at once. */
export const statusMediaReady = (store: AppStore): Promise<void> =>
  withMedia(store.getState().statuses) ? preloadStatusMedia() : Promise.resolve();

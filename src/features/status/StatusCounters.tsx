// Below the content of a status: its poll, its emoji reactions, who favourited and repeated it
// (focused status only) and the action bar, whose buttons carry the reply, repeat and favourite
// counts, visible to everyone.
import { Suspense } from 'react';
import { lazyChunk } from '../../ui/lazyChunk';
import type { Status } from '../../entities/types';
import { selectEffectiveConfig } from '../../store/configSlice';
import { useAppFields } from '../../store/hooks';
import { ActionBar } from './actions/ActionBar';
import { ReactionsRow } from './actions/ReactionsRow';
import { PollView } from './poll/PollView';

// Only the conversation page's focused status shows it: not part of the timeline's first paint.
const FavouritesAndRepeats = lazyChunk(() =>
  import('./actions/FavouritesAndRepeats').then((m) => ({ default: m.FavouritesAndRepeats })),
);

interface Props {
  status: Status;
  /** The focused status of a conversation: reactions whatever the setting, and who faved/repeated. */
  focused?: boolean;
  onReply?: (status: Status) => void;
}

export function StatusCounters({ status, focused = false, onReply }: Props) {
  const { emojiReactionsOnTimeline } = useAppFields(selectEffectiveConfig, 'emojiReactionsOnTimeline');
  return (
    <>
      {status.poll && <PollView status={status} />}
      {focused && (
        <Suspense fallback={null}>
          <FavouritesAndRepeats status={status} />
        </Suspense>
      )}
      {(focused || emojiReactionsOnTimeline) && <ReactionsRow status={status} />}
      <ActionBar status={status} onReply={onReply} />
    </>
  );
}

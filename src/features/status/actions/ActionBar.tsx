// The status action bar: reply, favourite, repeat (a lock for
// private and direct posts), the emoji reaction picker and the extra menu. Reply, favourite,
// repeat and react work only when signed in; the counters show to everyone.
import { Suspense, useState } from 'react';
import { lazyChunk } from '../../../ui/lazyChunk';
import { useTranslation } from '../../../i18n/react';
import type { Status } from '../../../entities/types';
import { selectIsLoggedIn } from '../../../store/authSlice';
import { selectEffectiveConfig } from '../../../store/configSlice';
import { useAppFields, useAppSelector } from '../../../store/hooks';
import { selectInstance } from '../../../store/instanceSlice';
import { Spinner } from '../../../ui/Spinner';
import { ActionButton } from './ActionButton';
import { ExtraMenu } from './ExtraMenu';
import { canRepeat } from './permissions';
import { ToggleAction } from './ToggleAction';
import './actions.css';

// The reaction button and its popover: signed-in readers' only, so not in a visitor's first chunk.
const ReactionButton = lazyChunk(() => import('./ReactionButton'));
// The inline reply form is the compose chunk, loaded on the first reply.
const ReplyForm = lazyChunk(() => import('../../compose/ReplyForm'));

interface Props {
  status: Status;
  /** Reply handler; without one, reply toggles the inline reply form under the status. */
  onReply?: (status: Status) => void;
}

export function ActionBar({ status, onReply }: Props) {
  const { t } = useTranslation();
  const [replying, setReplying] = useState(false);
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const { hidePostStats } = useAppFields(selectEffectiveConfig, 'hidePostStats');
  const reactionsAvailable = useAppSelector((s) => selectInstance(s).reactionsAvailable);
  const showCount = !hidePostStats;
  const repeatable = canRepeat(status);

  return (
    <>
    <div className="status-actions" role="group" aria-label={t('status_actions.bar')}>
      <ActionButton
        icon="reply"
        className="status-action--reply"
        label={t('status_actions.reply')}
        count={status.replies_count}
        countLabel={t('status.replies_count', { count: status.replies_count })}
        showCount={showCount}
        disabled={!loggedIn}
        pressed={onReply ? undefined : replying}
        onClick={() => (onReply ? onReply(status) : setReplying((v) => !v))}
      />
      {repeatable ? (
        <ToggleAction kind="repeat" status={status} showCount={showCount} disabled={!loggedIn} />
      ) : (
        <ActionButton
          icon="lock"
          label={t('status_actions.repeat_unavailable')}
          count={status.repeat_num}
          countLabel={t('status.repeats_count', { count: status.repeat_num })}
          showCount={showCount}
          disabled
        />
      )}
      <ToggleAction kind="favourite" status={status} showCount={showCount} disabled={!loggedIn} />
      {loggedIn && reactionsAvailable && (
        // Holds the button's place while its chunk loads: the bar does not shift when it comes.
        <Suspense fallback={<span className="status-action status-action--react" aria-hidden="true" />}>
          <ReactionButton statusId={status.id} />
        </Suspense>
      )}
      <ExtraMenu status={status} />
    </div>
    {replying && loggedIn && (
      <Suspense fallback={<Spinner label={t('general.loading')} />}>
        <ReplyForm status={status} onClose={() => setReplying(false)} />
      </Suspense>
    )}
    </>
  );
}

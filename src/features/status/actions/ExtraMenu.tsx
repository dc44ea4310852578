// The extra menu's trigger (a WAI-ARIA menu button). The menu itself is a lazily loaded chunk:
// nothing of it is needed for the first timeline paint.
import { useCallback, useRef, useState, type KeyboardEvent } from 'react';
import { lazyChunk } from '../../../ui/lazyChunk';
import { useTranslation } from '../../../i18n/react';
import type { Status } from '../../../entities/types';
import { Spinner } from '../../../ui/Spinner';
import { Icon } from '../../../ui/Icon';
import { usePressOutside } from '../../../ui/usePressOutside';
import { useOutboxMark } from '../../../store/outbox/marks';
import { OutboxMarkNote } from '../../../ui/OutboxMarkNote';
import { LazyPartBoundary } from '../../../ui/LazyPartBoundary';
import { useAppDispatch } from '../../../store/hooks';
import { pushNotice } from '../../../store/noticesSlice';

const ExtraMenuList = lazyChunk(() => import('./ExtraMenuList'));
const BookmarkFolderPicker = lazyChunk(() => import('./BookmarkFolderPicker'));
const EditStatusModal = lazyChunk(() => import('../../compose/EditStatusModal'));
const ActAsDialog = lazyChunk(() => import('./ActAsDialog'));

export function ExtraMenu({ status }: { status: Status }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [open, setOpen] = useState(false);
  // Outlives the menu: "Bookmark in folder…" closes the menu and opens this dialog.
  const [pickingFolder, setPickingFolder] = useState(false);
  const [editing, setEditing] = useState(false);
  const [actingAs, setActingAs] = useState(false);
  const wrapper = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  // The menu closes on a click: its kept actions' marks show beside its button.
  const bookmarkMark = useOutboxMark(`status:${status.id}:bookmark`);
  const pinMark = useOutboxMark(`status:${status.id}:pin`);
  const muteMark = useOutboxMark(`status:${status.id}:mute_thread`);
  const mark = bookmarkMark ?? pinMark ?? muteMark;
  const markId = `status-menu-mark-${status.id}`;

  const close = useCallback(() => {
    setOpen(false);
    button.current?.focus();
  }, []);
  // A part whose code could not come (the instance is down): it closes, the post stays, and the
  // next click loads it again.
  const notLoaded = (closePart: () => void) => {
    closePart();
    dispatch(pushNotice({ messageKey: 'chunk_error.error' }));
  };

  usePressOutside(wrapper, open, useCallback(() => setOpen(false), []));

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape' && open) {
      e.stopPropagation();
      close();
    }
  };

  return (
    <div ref={wrapper} className="status-menu" onKeyDown={onKeyDown}>
      <button
        ref={button}
        type="button"
        className="status-action"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-label={t('status_actions.more')}
        title={t('status_actions.more')}
        aria-describedby={mark ? markId : undefined}
        onClick={() => setOpen((o) => !o)}
      >
        <Icon name="more" size={18} />
      </button>
      <OutboxMarkNote mark={mark} id={markId} />
      {open && (
        <LazyPartBoundary onFail={() => notLoaded(close)} fallback={<Spinner label={t('general.loading')} />}>
          <ExtraMenuList status={status} anchor={button} onClose={close} onPickFolder={() => setPickingFolder(true)} onEdit={() => setEditing(true)} onActAs={() => setActingAs(true)} />
        </LazyPartBoundary>
      )}
      {pickingFolder && (
        <LazyPartBoundary onFail={() => notLoaded(() => setPickingFolder(false))}>
          <BookmarkFolderPicker statusId={status.id} onClose={() => setPickingFolder(false)} />
        </LazyPartBoundary>
      )}
      {actingAs && (
        <LazyPartBoundary onFail={() => notLoaded(() => setActingAs(false))}>
          <ActAsDialog status={status} onClose={() => setActingAs(false)} />
        </LazyPartBoundary>
      )}
      {editing && (
        <LazyPartBoundary onFail={() => notLoaded(() => setEditing(false))}>
          <EditStatusModal status={status} onClose={() => setEditing(false)} />
        </LazyPartBoundary>
      )}
    </div>
  );
}

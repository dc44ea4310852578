// The extra menu: mute/unmute conversation, pin/unpin (own public or unlisted),
// bookmark/unbookmark, delete (author, moderator, admin; asked first in the app's confirm dialog),
// quote (where the server quotes), copy link, external source (remote posts), report. Arrow keys, Home and End move focus.
import { useTranslation } from '../../../i18n/react';
import { useConfirm } from '../../../ui/confirm';
import { useMenuNavigation } from '../../../ui/useMenuNavigation';
import { useFloating } from '../../../ui/useFloating';
import type { RefObject } from 'react';
import type { Status } from '../../../entities/types';
import { selectCurrentUser, selectIsLoggedIn } from '../../../store/authSlice';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { selectInstance } from '../../../store/instanceSlice';
import { reportRequested } from '../../../store/reportSlice';
import { copyStatusLink, deleteStatus, toggleStatus } from '../../../store/statusActionsThunks';
import { canDelete, canEdit, canPin } from './permissions';
import { canOfferQuote } from '../../../entities/quote';
import { quoteOpened } from '../../../store/uiSlice';
import { manyAccountsKept } from '../../../store/accountsPresent';
import { MenuActionItems, type MenuAction } from '../../../ui/MenuActionItems';
import { MenuList } from '../../../ui/MenuList';
import { useOutboxMark, waitingIntent } from '../../../store/outbox/marks';
import './ExtraMenuList.css';

interface Props {
  status: Status;
  /** The menu button it opens from. */
  anchor: RefObject<HTMLElement | null>;
  onClose: () => void;
  /** Opens the bookmark folder picker (where the server has folders). */
  onPickFolder?: () => void;
  /** Opens the edit dialog (own posts, where the server edits). */
  onEdit?: () => void;
  /** Opens "act as another account" (offered when another account is signed in). */
  onActAs?: () => void;
}


export default function ExtraMenuList({ status, anchor, onClose, onPickFolder, onEdit, onActAs }: Props) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const me = useAppSelector(selectCurrentUser);
  const bookmarksAvailable = useAppSelector((s) => selectInstance(s).bookmarksAvailable);
  const foldersAvailable = useAppSelector((s) => selectInstance(s).bookmarkFoldersAvailable);
  const editing = useAppSelector((s) => selectInstance(s).editing);
  const quotePosting = useAppSelector((s) => selectInstance(s).quotePosting);
  const confirm = useConfirm();
  const { ref: list, onKeyDown } = useMenuNavigation();
  const muteMark = useOutboxMark(`status:${status.id}:mute_thread`);
  const pinMark = useOutboxMark(`status:${status.id}:pin`);
  const bookmarkMark = useOutboxMark(`status:${status.id}:bookmark`);
  useFloating(anchor, list, { align: 'end' });

  const items: MenuAction[] = [];
  if (loggedIn) {
    items.push({
      key: 'mute',
      label: t((waitingIntent(muteMark) ?? status.thread_muted) ? 'status_actions.unmute_conversation' : 'status_actions.mute_conversation'),
      mark: muteMark,
      run: () => void dispatch(toggleStatus(status.id, 'mute')),
    });
  }
  if (canPin(status, me)) {
    items.push({
      key: 'pin',
      label: t((waitingIntent(pinMark) ?? status.pinned) ? 'status_actions.unpin' : 'status_actions.pin'),
      mark: pinMark,
      run: () => void dispatch(toggleStatus(status.id, 'pin')),
    });
  }
  if (loggedIn && bookmarksAvailable) {
    items.push({
      key: 'bookmark',
      label: t((waitingIntent(bookmarkMark) ?? status.bookmarked) ? 'status_actions.unbookmark' : 'status_actions.bookmark'),
      mark: bookmarkMark,
      run: () => void dispatch(toggleStatus(status.id, 'bookmark')),
    });
    if (foldersAvailable && onPickFolder) items.push({ key: 'bookmark-folder', label: t('status_actions.bookmark_in_folder'), run: onPickFolder });
  }
  if (editing && onEdit && canEdit(status, me)) items.push({ key: 'edit', label: t('editing.edit'), run: onEdit });
  if (canDelete(status, me)) {
    items.push({
      key: 'delete',
      label: t('status_actions.delete'),
      danger: true,
      run: async () => {
        if (await confirm({ title: t('status_actions.delete'), message: t('status.delete_confirm') })) void dispatch(deleteStatus(status.id));
      },
    });
  }
  // Quote where the server quotes (capability table) and the post may be quoted.
  if (loggedIn && quotePosting && canOfferQuote(status)) {
    items.push({ key: 'quote', label: t('quote.action'), run: () => dispatch(quoteOpened(status.id)) });
  }
  items.push({ key: 'copy', label: t('status_actions.copy_link'), run: () => void dispatch(copyStatusLink(status.id)) });
  if (!status.is_local && status.external_url) {
    items.push({ key: 'external', label: t('status_actions.external_source'), href: status.external_url });
  }
  if (loggedIn && onActAs && manyAccountsKept()) items.push({ key: 'act-as', label: t('accounts.act_as'), run: onActAs });
  if (loggedIn) {
    items.push({
      key: 'report',
      label: t('status_actions.report'),
      run: () => void dispatch(reportRequested({ userId: status.user, statusIds: [status.id] })),
    });
  }

  return (
    <MenuList ref={list} className="status-menu__list" label={t('status_actions.more')} onKeyDown={onKeyDown}>
      <MenuActionItems items={items} onClose={onClose} />
    </MenuList>
  );
}

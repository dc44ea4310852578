// The account actions menu of a profile: show/hide repeats (when following), block,
// mute (both with progress states), subscribe (Pleroma), report, message (when chats exist), and
// for remote users block or unblock their whole domain (confirmed first).
import { Suspense, useState } from 'react';
import { chatPath } from '../../ui/links';
import type { Relationship, User } from '../../entities/types';
import { useTranslation } from '../../i18n/react';
import { selectCurrentUser } from '../../store/authSlice';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { selectInstance } from '../../store/instanceSlice';
import type { AppThunk } from '../../store/index';
import { pushNotice } from '../../store/noticesSlice';
import { blockUser, muteUser, setShowingReblogs, subscribeUser } from '../../store/relationshipThunks';
import { reportRequested } from '../../store/reportSlice';
import { useConfirm } from '../../ui/confirm';
import { Popover } from '../../ui/Popover';
import { Icon } from '../../ui/Icon';
import './AccountActions.css';
import { useMenuNavigation } from '../../ui/useMenuNavigation';
import { useDomainBlock } from './useDomainBlock';
import { lazyChunk } from '../../ui/lazyChunk';
import { MenuActionItems, type MenuAction } from '../../ui/MenuActionItems';
import { MenuList } from '../../ui/MenuList';
import { useOutboxMark } from '../../store/outbox/marks';
import { OutboxMarkNote } from '../../ui/OutboxMarkNote';

const AccountListsDialog = lazyChunk(() => import('./AccountListsDialog'));

type Busy = 'blocking' | 'unblocking' | 'muting' | 'unmuting' | 'subscribing' | 'unsubscribing' | 'reblogs' | null;
type DomainBusy = 'blocking_domain' | 'unblocking_domain' | null;


function AccountMenu({ items, label, onClose }: { items: MenuAction[]; label: string; onClose: () => void }) {
  const { ref: list, onKeyDown } = useMenuNavigation();
  return (
    <MenuList ref={list} className="account-actions__list" label={label} onKeyDown={onKeyDown}>
      <MenuActionItems items={items} onClose={onClose} />
    </MenuList>
  );
}

export function AccountActions({ user, relationship }: { user: User; relationship: Relationship | undefined }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const me = useAppSelector(selectCurrentUser);
  const { pleromaBackend, pleromaChatMessagesAvailable } = useAppSelector(selectInstance);
  const [busy, setBusy] = useState<Busy>(null);
  const [domainBusy, setDomainBusy] = useState<DomainBusy>(null);
  const [listsOpen, setListsOpen] = useState(false);
  const rel = relationship;
  const domain = useDomainBlock(user, rel);
  const confirm = useConfirm();
  const muteMark = useOutboxMark(`account:${user.id}:mute`);
  const blockMark = useOutboxMark(`account:${user.id}:block`);

  const run = (state: Busy, thunk: AppThunk<Promise<unknown>>) => async () => {
    setBusy(state);
    try {
      await dispatch(thunk);
    } catch {
      dispatch(pushNotice({ messageKey: 'general.generic_error', level: 'error', timeout: 5000 }));
    } finally {
      setBusy(null);
    }
  };

  const items: MenuAction[] = [];
  if (rel?.following) {
    const show = !rel.showing_reblogs;
    items.push({
      key: 'reblogs',
      label: t(show ? 'user_card.show_repeats' : 'user_card.hide_repeats'),
      run: run('reblogs', setShowingReblogs(user.id, show)),
    });
  }
  if (pleromaBackend) {
    const sub = !rel?.subscribing;
    items.push({
      key: 'subscribe',
      label: t(sub ? 'user_card.subscribe' : 'user_card.unsubscribe'),
      run: run(sub ? 'subscribing' : 'unsubscribing', subscribeUser(user.id, sub)),
    });
  }
  const mute = !rel?.muting;
  items.push({ key: 'mute', label: t(mute ? 'user_card.mute' : 'user_card.unmute'), mark: muteMark, run: run(mute ? 'muting' : 'unmuting', muteUser(user.id, mute)) });
  const block = !rel?.blocking;
  items.push({ key: 'block', label: t(block ? 'user_card.block' : 'user_card.unblock'), mark: blockMark, run: run(block ? 'blocking' : 'unblocking', blockUser(user.id, block)) });
  if (domain) {
    const { blocked, hostUi, toggle } = domain;
    items.push({
      key: 'domain',
      label: t(blocked ? 'account_lists.unblock_domain' : 'account_lists.block_domain', { domain: hostUi }),
      run: async () => {
        if (domainBusy) return;
        const question = blocked ? 'account_lists.unblock_domain_confirm' : 'account_lists.block_domain_confirm';
        const title = t(blocked ? 'account_lists.unblock_domain' : 'account_lists.block_domain', { domain: hostUi });
        if (!(await confirm({ title, message: t(question, { domain: hostUi }) }))) return;
        setDomainBusy(blocked ? 'unblocking_domain' : 'blocking_domain');
        // Failures already pushed the server's message as a notice.
        void toggle().finally(() => setDomainBusy(null));
      },
    });
  }
  // Lists hold accounts one follows.
  if (rel?.following && me) items.push({ key: 'lists', label: t('user_card.lists'), run: () => setListsOpen(true) });
  items.push({ key: 'report', label: t('user_card.report'), run: () => dispatch(reportRequested({ userId: user.id, statusIds: [] })) });
  if (pleromaChatMessagesAvailable && me) {
    items.push({ key: 'message', label: t('user_card.message'), to: chatPath(me.screen_name, user.id) });
  }

  return (
    <div className="account-actions">
      <Popover
        trigger={<Icon name="more" />}
        triggerLabel={t('user_card.actions')}
        triggerClassName="btn account-actions__trigger"
        align="end"
      >
        {(close) => <AccountMenu items={items} label={t('user_card.actions')} onClose={close} />}
      </Popover>
      <span className="account-actions__progress faint" role="status">
        {busy && busy !== 'reblogs' ? t(`user_card.progress_${busy}`) : domainBusy ? t(`account_lists.progress_${domainBusy}`) : ''}
      </span>
      <OutboxMarkNote mark={blockMark ?? muteMark} />
      {listsOpen && (
        <Suspense fallback={null}>
          <AccountListsDialog user={user} onClose={() => setListsOpen(false)} />
        </Suspense>
      )}
    </div>
  );
}

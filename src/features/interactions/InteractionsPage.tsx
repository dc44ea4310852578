// Interactions screen: tabs mentions, favs & repeats, follows and moves (moves only
// when the current user's allow_following_move is false), each a filtered notification list.
import { useState } from 'react';
import type { NotificationType } from '../../entities/types';
import { useTranslation } from '../../i18n/react';
import { selectCurrentUser } from '../../store/authSlice';
import { useAppSelector } from '../../store/hooks';
import { Tabs } from '../../ui/Tabs';
import { NotificationsPanel } from '../notifications/NotificationsPanel';

export const INTERACTION_TABS: Record<string, readonly NotificationType[]> = {
  mentions: ['mention'],
  likes: ['like', 'repeat'],
  follows: ['follow'],
  moves: ['move'],
};

export default function InteractionsPage() {
  const { t } = useTranslation();
  const user = useAppSelector(selectCurrentUser);
  const [tab, setTab] = useState('mentions');
  // Only the owner's view says whether moves are followed automatically.
  const showMoves = user?.source ? !user.source.allow_following_move : false;
  const tabs = [
    { id: 'mentions', label: t('interactions.mentions') },
    { id: 'likes', label: t('interactions.favs_repeats') },
    { id: 'follows', label: t('interactions.follows') },
    ...(showMoves ? [{ id: 'moves', label: t('interactions.moves') }] : []),
  ];
  return (
    <section className="panel interactions" aria-labelledby="interactions-title">
      <div className="panel-heading">
        <h1 id="interactions-title">{t('interactions.title')}</h1>
      </div>
      <Tabs tabs={tabs} active={tab} onChange={setTab} label={t('interactions.tabs')}>
        <NotificationsPanel key={tab} types={INTERACTION_TABS[tab]} />
      </Tabs>
    </section>
  );
}

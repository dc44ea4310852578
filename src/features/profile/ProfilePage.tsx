// The profile screen: /users/{id}, /users/{name}, /{name}. The user
// card, then tabs kept in ?tab=: statuses (pinned first), followees, followers, media, favorites
// (own profile only), with the hide and disable rules of profileRules.
import { useSearchParams, useParams } from 'react-router';
import type { StatusPlace } from '../status/content/StatusPlace';
import { StatusPlaceContext } from '../status/content/StatusPlace';
import { useTranslation } from '../../i18n/react';
import { selectAuth } from '../../store/authSlice';
import { useAppSelector } from '../../store/hooks';
import { selectRelationship } from '../../store/relationshipsSlice';
import { Spinner } from '../../ui/Spinner';
import { Tabs } from '../../ui/Tabs';
import { Timeline } from '../timeline/Timeline';
import { UserCard } from '../user-card/UserCard';
import { FeaturedTags } from './FeaturedTags';
import { FollowList } from './FollowList';
import { ProfileStatuses } from './ProfileStatuses';
import { profileTabs, tabFromQuery, type ProfileTab } from '../../entities/profileRules';
import { useProfileUser } from './useProfileUser';
import { useMemo } from 'react';
import './ProfilePage.css';

const TAB_KEYS: Record<ProfileTab, string> = {
  statuses: 'user_card.statuses',
  friends: 'user_card.followees',
  followers: 'user_card.followers',
  media: 'user_card.media',
  favorites: 'user_card.favorites',
};

export default function ProfilePage() {
  const { t } = useTranslation();
  const params = useParams();
  const key = params.id ?? params.name ?? '';
  const [search, setSearch] = useSearchParams();
  const { currentUserId, userToken } = useAppSelector(selectAuth);
  const { user, error } = useProfileUser(key, params.id === undefined);
  const relationship = useAppSelector((s) => (user ? selectRelationship(s, user.id) : undefined));
  const place: StatusPlace = useMemo(() => ({ kind: 'profile', userId: user?.id ?? '' }), [user?.id]);

  if (!user) {
    return (
      <section className="panel profile-page" aria-label={t('user_profile.title')}>
        <div className="panel-body">
          {error ? (
            <p role="alert">{'key' in error ? t(error.key) : error.text}</p>
          ) : (
            <Spinner label={t('user_profile.loading')} />
          )}
        </div>
      </section>
    );
  }

  const isOwn = !!currentUserId && currentUserId === user.id;
  const tabs = profileTabs(user, isOwn);
  const active = tabFromQuery(search.get('tab'), tabs);
  const select = (tab: ProfileTab) => {
    if (!tabs.some((x) => x.id === tab && !x.disabled)) return;
    const next = new URLSearchParams(search);
    next.set('tab', tab);
    setSearch(next, { replace: true });
  };
  const title = (tab: ProfileTab) => t(TAB_KEYS[tab]);

  return (
    <div className="profile-page">
      <UserCard user={user} relationship={relationship} isOwn={isOwn} loggedIn={!!userToken} allowZoom onSelectTab={select} />
      <FeaturedTags userId={user.id} />
      <section className="panel profile-page__tabs" aria-label={t('user_profile.tabs_label', { name: user.name || user.screen_name })}>
        <Tabs
          tabs={tabs.map((x) => ({ id: x.id, label: title(x.id), disabled: x.disabled }))}
          active={active}
          onChange={(id) => select(id as ProfileTab)}
          label={t('user_profile.tabs_label', { name: user.name || user.screen_name })}
        >
          <StatusPlaceContext.Provider value={place}>
            {active === 'statuses' && <ProfileStatuses key={user.id} userId={user.id} title={title('statuses')} />}
            {active === 'friends' && <FollowList key={`f-${user.id}`} userId={user.id} kind="following" label={title('friends')} />}
            {active === 'followers' && <FollowList key={`r-${user.id}`} userId={user.id} kind="followers" label={title('followers')} />}
            {active === 'media' && <Timeline key={user.id} name="media" userId={user.id} title={title('media')} />}
            {active === 'favorites' && isOwn && <Timeline name="favorites" title={title('favorites')} />}
          </StatusPlaceContext.Provider>
        </Tabs>
      </section>
    </div>
  );
}

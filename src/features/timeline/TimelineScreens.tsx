// The timeline routes: home, public, whole network, tag, direct messages (bookmarks: BookmarksTimeline.tsx).
import { Suspense } from 'react';
import { useTranslation } from '../../i18n/react';
import { useParams } from 'react-router';
import { selectIsLoggedIn } from '../../store/authSlice';
import { useAppSelector } from '../../store/hooks';
import { lazyChunk } from '../../ui/lazyChunk';
import { Timeline } from './Timeline';

const TagFollowButton = lazyChunk(() => import('./TagFollowButton'));

export function FriendsTimeline() {
  const { t } = useTranslation();
  return <Timeline name="friends" title={t('timeline.title_friends')} />;
}

export function PublicTimeline() {
  const { t } = useTranslation();
  return <Timeline name="public" title={t('timeline.title_public')} />;
}

export function PublicAndExternalTimeline() {
  const { t } = useTranslation();
  return <Timeline name="publicAndExternal" title={t('timeline.title_public_and_external')} />;
}

export function TagTimeline() {
  const { tag = '' } = useParams();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  // Suspense: the follow button's chunk never holds back the feed.
  const follow = loggedIn ? (
    <Suspense fallback={null}>
      <TagFollowButton tag={tag} />
    </Suspense>
  ) : null;
  // key: a different tag is a different feed (fresh focus/scroll state).
  return <Timeline key={tag} name="tag" tag={tag} title={`#${tag}`} actions={follow} />;
}

/** Direct messages of the signed-in user (the route is guarded). */
export function DmsTimeline() {
  const { t } = useTranslation();
  return <Timeline name="dms" title={t('nav.dms')} />;
}

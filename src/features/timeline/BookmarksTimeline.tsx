// The bookmarks timeline, apart from TimelineScreens.tsx: its screen is a lazy chunk
// (app/BookmarksScreen), and the first chunk does without it.
import { useTranslation } from '../../i18n/react';
import { selectIsLoggedIn } from '../../store/authSlice';
import { useAppSelector } from '../../store/hooks';
import { Timeline } from './Timeline';

/**
 * Bookmarks: no route guard, but only a signed-in user has any to fetch. `folder`: a
 * Pleroma bookmark folder's id ('' for all) where the server has folders, the timeline's subject.
 */
export function BookmarksTimeline({ folder }: { folder?: string }) {
  const { t } = useTranslation();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  return <Timeline key={folder} name="bookmarks" title={t('nav.bookmarks')} enabled={loggedIn} tag={folder} />;
}

// An account's featured hashtags, where the capability table says the server has
// them (Mastodon, GoToSocial): links to their timelines under the profile card; nothing if none.
import { useEffect } from 'react';
import { useTranslation } from '../../i18n/react';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { selectInstance } from '../../store/instanceSlice';
import { selectFeaturedTags } from '../../store/tagsSlice';
import { loadFeaturedTags } from '../../store/tagsThunks';
import { Link } from '../../ui/Link';
import { tagPath } from '../../ui/links';
import { useTagsSlice } from '../hashtags/useTagsSlice';

export function FeaturedTags({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const available = useAppSelector(selectInstance).featuredTagsAvailable;
  const names = useAppSelector((s) => selectFeaturedTags(s, userId));
  useTagsSlice();
  useEffect(() => {
    if (available) void dispatch(loadFeaturedTags(userId));
  }, [available, dispatch, userId]);

  if (!available || names.length === 0) return null;
  return (
    <nav className="panel featured-tags" aria-label={t('lists.featured_tags')}>
      <ul>
        {names.map((name) => (
          <li key={name}>
            <Link to={tagPath(name)}>#{name}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

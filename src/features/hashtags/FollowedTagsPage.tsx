// The hashtags one follows: each links to its timeline and can be unfollowed; paged
// by the server's Link header.
import { useEffect, useId } from 'react';
import { useTranslation } from '../../i18n/react';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { selectFollowedTags } from '../../store/tagsSlice';
import { loadFollowedTags, setTagFollowed } from '../../store/tagsThunks';
import { Link } from '../../ui/Link';
import { tagPath } from '../../ui/links';
import { Spinner } from '../../ui/Spinner';
import { useTagsSlice } from './useTagsSlice';
import '../lists/Lists.css';

export default function FollowedTagsPage() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const titleId = useId();
  useTagsSlice();
  const followed = useAppSelector(selectFollowedTags);

  useEffect(() => {
    void dispatch(loadFollowedTags());
  }, [dispatch]);

  return (
    <section className="panel lists-page" aria-labelledby={titleId}>
      <div className="panel-heading">
        <h2 id={titleId}>{t('nav.followed_tags')}</h2>
      </div>
      {followed.loading && !followed.loaded && <Spinner label={t('general.loading')} />}
      {followed.error && (
        <p className="lists-page__message" role="alert">
          {t('lists.error', { error: followed.error })}
        </p>
      )}
      {followed.loaded && followed.names.length === 0 && <p className="lists-page__message">{t('lists.no_followed_tags')}</p>}
      <ul className="lists-page__items">
        {followed.names.map((name) => (
          <li key={name} className="lists-page__item">
            <Link to={tagPath(name)} className="lists-page__link">
              #{name}
            </Link>
            <button type="button" className="btn" aria-label={t('lists.unfollow_tag_named', { tag: name })} onClick={() => void dispatch(setTagFollowed(name, false))}>
              {t('lists.unfollow_tag')}
            </button>
          </li>
        ))}
      </ul>
      {followed.maxId && (
        <div className="panel-footer">
          <button type="button" className="btn" disabled={followed.loading} onClick={() => void dispatch(loadFollowedTags({ more: true }))}>
            {t('lists.load_more')}
          </button>
        </div>
      )}
    </section>
  );
}

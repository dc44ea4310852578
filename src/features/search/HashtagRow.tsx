import { Link } from '../../ui/Link';
import { tagPath } from '../../ui/links';
import type { Hashtag } from '../../entities/types';
import { useTranslation } from '../../i18n/react';
import { latestHistory } from '../../store/searchThunks';

/** A hashtag result: link to its timeline, people talking and uses from the latest history day. */
export function HashtagRow({ tag }: { tag: Hashtag }) {
  const { t } = useTranslation();
  const latest = latestHistory(tag);
  return (
    <li className="hashtag-row">
      <Link to={tagPath(tag.name)} className="hashtag-row__name">
        #{tag.name}
      </Link>
      {latest && (
        <span>
          {t('search.person_talking', { count: latest.accounts })} · {t('search.uses', { count: latest.uses })}
        </span>
      )}
    </li>
  );
}

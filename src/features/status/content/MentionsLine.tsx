// Mentions line: the first 5 mentioned accounts, then 'plus more' to show the rest.
import { useState } from 'react';
import { useTranslation } from '../../../i18n/react';
import { Link } from '../../../ui/Link';
import { userProfilePath } from '../../../ui/links';
import type { Mention } from '../../../entities/types';
import { MENTIONS_SHOWN } from '../../../lib/statusRules';
import { useAppFields } from '../../../store/hooks';
import { selectInstance } from '../../../store/instanceSlice';

export function MentionsLine({ mentions }: { mentions: Mention[] }) {
  const { t } = useTranslation();
  const { restrictedNicknames } = useAppFields(selectInstance, 'restrictedNicknames');
  const [all, setAll] = useState(false);
  if (mentions.length === 0) return null;
  const shown = all ? mentions : mentions.slice(0, MENTIONS_SHOWN);
  const rest = mentions.length - shown.length;
  return (
    <p className="status-mentions faint">
      <span className="visually-hidden">{t('status_view.mentions')} </span>
      {shown.map((m) => (
        <Link key={m.id || m.screen_name} className="status-mentions__item" dir="ltr" title={`@${m.screen_name}`} to={userProfilePath({ id: m.id, screen_name: m.screen_name }, restrictedNicknames)}>
          @{m.username || m.screen_name}
        </Link>
      ))}
      {rest > 0 && (
        <button type="button" className="btn-plain status-mentions__more" onClick={() => setAll(true)}>
          {t('status_view.mentions_more', { count: rest })}
        </button>
      )}
    </p>
  );
}

// Poll results: one bar per option with its percentage; the user's own choices are marked.
import { useTranslation } from '../../../i18n/react';
import { SafeHtml } from '../../../ui/SafeHtml';
import type { Poll } from '../../../entities/types';

export function percentOf(votes: number, total: number): number {
  return total > 0 ? Math.round((votes / total) * 100) : 0;
}

export function PollResults({ poll }: { poll: Poll }) {
  const { t } = useTranslation();
  return (
    <ul className="poll__results" aria-label={t('polls.results')}>
      {poll.options.map((o, i) => {
        const pct = percentOf(o.votes_count, poll.votes_count);
        const mine = poll.choices.includes(i);
        return (
          <li key={i} className={`poll__result${mine ? ' poll__result--mine' : ''}`}>
            <span className="poll__bar" style={{ width: `${pct}%` }} aria-hidden="true" />
            <span className="poll__percent">{pct}%</span>
            <SafeHtml as="span" className="poll__title" html={o.title_html} />
            {mine && <span className="poll__mine">{t('polls.your_choice')}</span>}
          </li>
        );
      })}
    </ul>
  );
}

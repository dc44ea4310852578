// The post a status quotes, as a card inside it: the author, the content with its content warning,
// media and link card (StatusContent, as in the timeline), and a link to the original. One level
// is shown: a quote inside the quoted post is a link. A quote that cannot be shown says why.
import { useId } from 'react';
import { isQuoteShown } from '../../../entities/quote';
import type { Quote } from '../../../entities/types';
import { useTranslation } from '../../../i18n/react';
import { useAppSelector } from '../../../store/hooks';
import { selectUserById } from '../../../store/usersSlice';
import { selectStatusById } from '../../../store/statusesSlice';
import { Avatar } from '../../../ui/Avatar';
import { Link } from '../../../ui/Link';
import { conversationPath } from '../../../ui/links';
import { UserName } from '../../../ui/UserName';
import { StatusContent } from '../StatusContent';
import './QuoteCard.css';

/** Where a quoted post opens: its conversation here when its id is known, else its own address. */
function QuoteLink({ quote, children }: { quote: Quote; children: string }) {
  if (quote.statusId) return <Link to={conversationPath(quote.statusId)}>{children}</Link>;
  if (quote.url) return <a href={quote.url} target="_blank" rel="noopener noreferrer">{children}</a>;
  return null;
}

export default function QuoteCard({ quote }: { quote: Quote }) {
  const { t } = useTranslation();
  const nameId = useId();
  const quoted = useAppSelector((s) => (isQuoteShown(quote) ? selectStatusById(s, quote.statusId) : undefined));
  const author = useAppSelector((s) => (quoted ? selectUserById(s, quoted.user) : undefined));
  if (!quoted || !author || quoted.deleted) {
    const state = quoted?.deleted ? 'deleted' : quote.state === 'accepted' ? 'unavailable' : quote.state;
    return (
      <p className="quote-card quote-card--missing faint">
        {t(`quote.${state}`)} <QuoteLink quote={quote}>{t('quote.open')}</QuoteLink>
      </p>
    );
  }
  return (
    <section className="quote-card" aria-labelledby={nameId}>
      <header className="quote-card__header">
        <Avatar user={author} size={24} alt="" />
        <span id={nameId} className="quote-card__name">
          {t('quote.of')} <UserName user={author} /> <span className="faint">@{author.screen_name}</span>
        </span>
        <QuoteLink quote={quote}>{t('quote.open')}</QuoteLink>
      </header>
      <StatusContent status={quoted} />
      {quoted.quote && (
        <p className="quote-card__nested faint">
          <QuoteLink quote={quoted.quote}>{t('quote.nested')}</QuoteLink>
        </p>
      )}
    </section>
  );
}

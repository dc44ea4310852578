// A status's poll: choices (radio for single, checkbox for multiple) and a
// Vote button (disabled with no choice, loading while sent); results with bars and the user's
// own choices when voted, expired or logged out. Refreshed every 30 s while shown.
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../i18n/react';
import { SafeHtml } from '../../../ui/SafeHtml';
import type { Status } from '../../../entities/types';
import { selectIsLoggedIn } from '../../../store/authSlice';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { refreshPoll, voteInPoll } from '../../../store/statusButtons';
import { PollExpiry } from './PollExpiry';
import { PollResults } from './PollResults';
import { useOutboxMarkFor } from '../../../store/outbox/marks';
import { OutboxMarkNote } from '../../../ui/OutboxMarkNote';
import './Poll.css';

/** Tracked polls are polled every 30 s. */
export const POLL_REFRESH_MS = 30_000;

export function PollView({ status }: { status: Status }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const [choices, setChoices] = useState<number[]>([]);
  const [voting, setVoting] = useState(false);
  const name = useId();
  const poll = status.poll;
  const live = !!poll && !poll.expired;
  const mark = useOutboxMarkFor('vote', poll?.id ?? '');

  useEffect(() => {
    if (!live) return;
    const timer = setInterval(() => void dispatch(refreshPoll(status.id)), POLL_REFRESH_MS);
    return () => clearInterval(timer);
  }, [live, status.id, dispatch]);

  if (!poll) return null;
  const showResults = poll.voted || poll.expired || !loggedIn;
  const people = poll.voters_count ?? poll.votes_count;

  const toggle = (i: number) =>
    setChoices((c) => (poll.multiple ? (c.includes(i) ? c.filter((x) => x !== i) : [...c, i]) : [i]));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (choices.length === 0 || voting) return;
    setVoting(true);
    await dispatch(voteInPoll(status.id, choices));
    setVoting(false);
  };

  const footer = (
    <p className="poll__footer faint">
      <span>{t('polls.people_voted', { count: people })}</span> · <PollExpiry poll={poll} />
      <OutboxMarkNote mark={mark} />
    </p>
  );

  if (showResults) {
    return (
      <div className="poll">
        <PollResults poll={poll} />
        {footer}
      </div>
    );
  }
  return (
    <form className="poll" onSubmit={(e) => void submit(e)}>
      <fieldset className="poll__options">
        <legend className="visually-hidden">{t(poll.multiple ? 'polls.choose_many' : 'polls.choose_one')}</legend>
        {poll.options.map((o, i) => (
          <label key={i} className="poll__option">
            <input
              type={poll.multiple ? 'checkbox' : 'radio'}
              name={name}
              value={i}
              checked={choices.includes(i)}
              onChange={() => toggle(i)}
              disabled={voting}
            />
            <SafeHtml as="span" html={o.title_html} />
          </label>
        ))}
      </fieldset>
      <button type="submit" className="btn poll__vote" disabled={choices.length === 0 || voting} aria-busy={voting}>
        {voting ? t('polls.voting') : t('polls.vote')}
      </button>
      {footer}
    </form>
  );
}

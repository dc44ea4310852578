// The shoutbox: the messages heard on the channel and a one-line input that
// sends on Enter. The list scrolls to the newest shout only when the reader is already near the
// bottom. Shout text is plain text, escaped, with the instance's custom emoji as pictures.
// Floating, it collapses to its heading.
import { memo, useCallback, useId, useLayoutEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { emojifyText } from '../../entities/html';
import type { Emoji } from '../../entities/types';
import { useTranslation } from '../../i18n/react';
import { distanceFromBottom } from '../../lib/chatRules';
import { useAppSelector } from '../../store/hooks';
import { selectInstanceEmojis } from '../../store/instanceSlice';
import { selectShoutJoined, selectShoutMessages } from '../../store/shoutSlice';
import { pushShout } from '../../store/shoutThunks';
import { Avatar } from '../../ui/Avatar';
import { IconButton } from '../../ui/IconButton';
import { SafeHtml } from '../../ui/SafeHtml';
import { shoutErrorKey } from './shoutError';
import { ShoutNote } from './ShoutNote';
import { useShoutAvailability } from './useShoutAvailability';

const NEAR_PX = 60;

/** A shout is plain text: escaped, with the instance's custom emoji as pictures. */
const ShoutText = memo(function ShoutText({ text, emojis }: { text: string; emojis: Emoji[] }) {
  const html = useMemo(() => emojifyText(text, emojis), [text, emojis]);
  return <SafeHtml as="span" className="shoutbox__text" html={html} />;
});

export function ShoutPanel({ floating = false }: { floating?: boolean }) {
  const { t } = useTranslation();
  const titleId = useId();
  const messages = useAppSelector(selectShoutMessages);
  const emojis = useAppSelector(selectInstanceEmojis);
  const joined = useAppSelector(selectShoutJoined);
  const availability = useShoutAvailability();
  const [collapsed, setCollapsed] = useState(floating);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const list = useRef<HTMLOListElement>(null);
  const near = useRef(true);

  const onScroll = useCallback(() => {
    if (list.current) near.current = distanceFromBottom(list.current) <= NEAR_PX;
  }, []);

  useLayoutEffect(() => {
    const el = list.current;
    if (el && near.current) el.scrollTop = el.scrollHeight;
  }, [messages, collapsed]);

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const shout = text.trim();
    if (!shout || sending) return;
    setSending(true);
    setError(null);
    pushShout(shout)
      .then(() => setText(''), (e: unknown) => setError(shoutErrorKey(e)))
      .finally(() => setSending(false));
  };

  return (
    <section className={`panel shoutbox${floating ? ' shoutbox--floating' : ''}`} aria-labelledby={titleId}>
      <div className="panel-heading">
        <h2 id={titleId}>{t('shoutbox.title')}</h2>
        {floating && (
          <IconButton
            icon={collapsed ? 'chevronUp' : 'chevronDown'}
            label={collapsed ? t('shoutbox.expand') : t('shoutbox.collapse')}
            aria-expanded={!collapsed}
            onClick={() => setCollapsed((c) => !c)}
          />
        )}
      </div>
      {!collapsed && (
        <>
          <ShoutNote availability={availability} empty={messages.length === 0} />
          <ol ref={list} className="shoutbox__list" onScroll={onScroll} aria-label={t('shoutbox.messages')} tabIndex={0}>
            {messages.map((m) => (
              <li key={m.id} className="shoutbox__message">
                <Avatar user={{ profile_image_url: m.author.avatar, name: m.author.username, screen_name: m.author.username }} alt="" size={24} />
                <span>
                  <strong className="shoutbox__author">{m.author.username}</strong> <ShoutText text={m.text} emojis={emojis} />
                </span>
              </li>
            ))}
          </ol>
          <form className="shoutbox__form" onSubmit={onSubmit}>
            {error && (
              <p className="alert alert-error shoutbox__error" role="alert">
                {t(error)}
              </p>
            )}
            <input
              className="field shoutbox__input"
              value={text}
              onChange={(e) => setText(e.target.value)}
              aria-label={t('shoutbox.input_label')}
              placeholder={t('shoutbox.placeholder')}
              disabled={!joined}
            />
            <button type="submit" className="btn" disabled={!joined || sending}>
              {t('shoutbox.send')}
            </button>
          </form>
        </>
      )}
    </section>
  );
}

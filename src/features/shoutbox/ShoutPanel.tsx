// The shoutbox: the messages heard on the channel (ShoutList) and a one-line input that
// sends on Enter. Floating, it collapses to its heading.
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/react';
import { useAppSelector } from '../../store/hooks';
import { selectInstanceEmojis } from '../../store/instanceSlice';
import { selectShoutJoined, selectShoutMessages } from '../../store/shoutSlice';
import { pushShout } from '../../store/shoutThunks';
import { IconButton } from '../../ui/IconButton';
import { shoutErrorKey } from './shoutError';
import { ShoutList } from './ShoutList';
import { ShoutNote } from './ShoutNote';
import { useShoutAvailability } from './useShoutAvailability';

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
          <ShoutList messages={messages} emojis={emojis} />
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

// The edit form of a post waiting in the outbox (a chunk opened from the Outbox panel): the
// post's text, content warning, visibility, language, poll and its media's descriptions over its
// kept request, saved in place (changed descriptions are queued to go just before the post). A
// post the sender took meanwhile cannot change: the form says so and keeps the text.
import { useId, useState, type FormEvent } from 'react';
import type { Visibility } from '../../entities/types';
import { useTranslation } from '../../i18n/react';
import { selectEffectiveConfig } from '../../store/configSlice';
import { useAppSelector } from '../../store/hooks';
import { selectInstance } from '../../store/instanceSlice';
import { editOutboxPost } from '../../store/outbox/start';
import type { OutboxEntry } from '../../store/outbox/types';
import { selectStatusById } from '../../store/statusesSlice';
import { selectUserById } from '../../store/usersSlice';
import { useCaretAtEnd } from '../../ui/useCaretAtEnd';
import { LanguageSelect } from './LanguageSelect';
import { descriptionWrites, mediaOf } from '../../store/outbox/postMedia';
import { bodyWith, fieldsOf, type OutboxPostFields } from './outboxPostFields';
import { PollForm } from './PollForm';
import { allowedScopes, charsLeft, isEmptyPost, isOverLength, pollError } from './rules';
import { ScopeSelector } from './ScopeSelector';
import './compose.css';

export default function OutboxPostEditForm({ entry, onDone }: { entry: OutboxEntry; onDone: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const caretAtEnd = useCaretAtEnd();
  const instance = useAppSelector(selectInstance);
  const config = useAppSelector(selectEffectiveConfig);
  const [f, setF] = useState<OutboxPostFields>(() => fieldsOf(entry.json));
  const [kept] = useState(() => mediaOf(entry.json, entry.display));
  const [media, setMedia] = useState(kept);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const replyTo = useAppSelector((s) => (f.replyTo ? selectStatusById(s, f.replyTo) : undefined));
  const replyAuthor = useAppSelector((s) => (replyTo ? selectUserById(s, replyTo.user) : undefined));
  const update = (patch: Partial<OutboxPostFields>) => setF((old) => ({ ...old, ...patch }));
  const left = charsLeft(f.text, f.subject, instance.textlimit);
  const over = isOverLength(f.text, f.subject, instance.textlimit);
  const pollErr = pollError(f.poll);
  const scopes = allowedScopes({
    minimalScopesMode: config.minimalScopesMode,
    userDefault: instance.defaultScope,
    current: f.visibility as Visibility,
    replyTo: replyTo?.visibility ?? null,
  });

  const save = async (e: FormEvent) => {
    e.preventDefault();
    if (saving || over || pollErr) return;
    if (!f.poll && isEmptyPost(f.text, media.length)) {
      setError(t('post_status.empty_status_error'));
      return;
    }
    setSaving(true);
    const before = descriptionWrites(kept, media);
    const more = before.length ? { before, display: { ...(entry.display as object | undefined), media } } : {};
    const result = await editOutboxPost(entry.id, bodyWith(entry.json, f), more);
    setSaving(false);
    if (result === 'edited') onDone();
    else setError(t(result === 'sending' ? 'outbox.edit_sending' : 'outbox.edit_gone'));
  };

  return (
    <form className="compose outbox-edit" aria-label={t('outbox.edit_label')} onSubmit={(e) => void save(e)}>
      {replyAuthor && <p className="outbox-edit__reply">{t('post_status.reply_to', { name: replyAuthor.screen_name })}</p>}
      <input type="text" className="compose__subject" aria-label={t('post_status.subject')} placeholder={t('post_status.subject')}
        value={f.subject} onChange={(e) => update({ subject: e.target.value })} />
      <textarea className="compose__text" aria-label={t('post_status.text')} aria-describedby={`${id}-count`} rows={4} autoFocus onFocus={caretAtEnd}
        value={f.text} onChange={(e) => update({ text: e.target.value })} />
      <div className="compose__bar">
        <ScopeSelector scopes={scopes} value={f.visibility as Visibility} onChange={(visibility) => update({ visibility })} />
        <LanguageSelect value={f.language} onChange={(language) => update({ language })} />
        <span id={`${id}-count`} className={`compose__count${over ? ' compose__count--over' : ''}`}>
          {left !== null && t('post_status.chars_left', { count: left })}
        </span>
      </div>
      {media.map((m, i) => (
        <input key={m.id} type="text" className="compose__subject outbox-edit__description"
          aria-label={t('post_status.media_description_label', { index: i + 1 })} placeholder={t('post_status.media_description')}
          value={m.description} onChange={(e) => setMedia((old) => old.map((x) => (x.id === m.id ? { ...x, description: e.target.value } : x)))} />
      ))}
      {f.poll && <PollForm poll={f.poll} limits={instance.pollLimits} onChange={(poll) => update({ poll })} error={pollErr} />}
      {error && <p className="compose__error" role="alert">{error}</p>}
      <div className="compose__actions">
        <button type="button" className="btn-plain compose__toggle" onClick={onDone}>{t('general.cancel')}</button>
        <button type="submit" className="btn-primary compose__submit" disabled={saving || over || !!pollErr}>
          {saving ? t('editing.saving') : t('editing.save')}
        </button>
      </div>
    </form>
  );
}

// The edit form of one's own post: the post form's fields over the draft `edit:<id>`
// (seeded from the server's source), saved with PUT. A failed save or a reload loses nothing,
// and the post on screen changes only when the server answers. Visibility cannot change.
import { ownValue } from '../../lib/own';
import { useCallback, useId, useRef, useState } from 'react';
import type { Attachment, Status } from '../../entities/types';
import { useTranslation } from '../../i18n/react';
import { describeMedia } from '../../store/composeThunks';
import { draftDiscarded } from '../../store/draftsSlice';
import { changedDescriptions, editDraftKey, saveStatusEdit } from '../../store/editThunks';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { selectInstance } from '../../store/instanceSlice';
import { IconButton } from '../../ui/IconButton';
import { useCaretAtEnd } from '../../ui/useCaretAtEnd';
import EmojiInput from '../emoji-input/EmojiInput';
import { AttachmentEditor } from './AttachmentEditor';
import { LanguageSelect } from './LanguageSelect';
import { PollForm } from './PollForm';
import { canAddFiles, charsLeft, isEmptyPost, isOverLength, newPoll, pollError, pollToSend } from './rules';
import { submitHandlers } from './submitHandlers';
import { useComposeDraft } from './useComposeDraft';
import { useUploads } from './useUploads';
import './compose.css';

const FORMAT_KEYS: Record<string, string> = {
  'text/plain': 'plain', 'text/html': 'html', 'text/markdown': 'markdown', 'text/bbcode': 'bbcode',
};

export function EditStatusForm({ status, onSaved }: { status: Status; onSaved: () => void }) {
  const caretAtEnd = useCaretAtEnd();
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const id = useId();
  const instance = useAppSelector(selectInstance);
  const key = editDraftKey(status.id);
  const { values, update } = useComposeDraft(key, null);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const filesRef = useRef(values.files);
  filesRef.current = values.files;
  const onUploaded = useCallback((a: Attachment) => update({ files: [...filesRef.current, a] }), [update]);
  const uploads = useUploads({ sizeLimit: instance.uploadlimit, onUploaded });

  const left = charsLeft(values.text, values.subject, instance.textlimit);
  const overLength = isOverLength(values.text, values.subject, instance.textlimit);
  const pollErr = pollError(values.poll);
  const formats = instance.postFormats;
  const blocked = saving || overLength || uploads.uploads.length > 0 || !!pollErr;

  const save = async () => {
    if (blocked) return;
    setError(null);
    if (isEmptyPost(values.text, values.files.length) && !values.poll) {
      setError(t('post_status.empty_status_error'));
      return;
    }
    setSaving(true);
    const known = new Set(status.attachments.map((a) => a.id));
    // New uploads are described like a new post's; the post's own media go as media_attributes.
    for (const f of values.files.filter((file) => !known.has(file.id))) {
      if (!(await dispatch(describeMedia(f.id, f.description)))) {
        setSaving(false);
        setError(t('post_status.media_description_error'));
        return;
      }
    }
    const result = await dispatch(saveStatusEdit(status.id, {
      status: values.text,
      spoilerText: values.subject,
      sensitive: values.files.length > 0 && values.sensitive,
      language: values.language,
      contentType: formats.length ? values.contentType : null,
      mediaIds: values.files.map((f) => f.id),
      mediaAttributes: changedDescriptions(status, values.files),
      poll: pollToSend(values.poll),
    }));
    setSaving(false);
    if (!result.ok) {
      setError(t('editing.save_error', { message: result.message }));
      return;
    }
    dispatch(draftDiscarded({ key }));
    onSaved();
  };

  const { onSubmit, onKeyDown } = submitHandlers(save);
  const discard = () => {
    dispatch(draftDiscarded({ key }));
    onSaved();
  };

  return (
    <form className="compose" aria-label={t('editing.title')} onSubmit={onSubmit} onKeyDown={onKeyDown}>
      <EmojiInput value={values.subject} onChange={(subject) => update({ subject })}>
        {(field) => (
          <input {...field} type="text" className="compose__subject" aria-label={t('post_status.subject')} placeholder={t('post_status.subject')} />
        )}
      </EmojiInput>
      <EmojiInput value={values.text} onChange={(text) => update({ text })} suggestAccounts enableEmojiPicker>
        {(field) => (
          <textarea {...field} className="compose__text" aria-label={t('post_status.text')} aria-describedby={`${id}-count`} rows={4} autoFocus onFocus={caretAtEnd} />
        )}
      </EmojiInput>
      <div className="compose__bar">
        {formats.length > 1 && (
          <select className="compose__format" aria-label={t('post_status.content_type')} value={values.contentType} onChange={(e) => update({ contentType: e.target.value })}>
            {formats.map((f) => (
              <option key={f} value={f}>{ownValue(FORMAT_KEYS, f) ? t(`post_status.content_type_${FORMAT_KEYS[f]}`) : f}</option>
            ))}
          </select>
        )}
        <LanguageSelect value={values.language} onChange={(language) => update({ language })} />
        <span id={`${id}-count`} className={`compose__count${overLength ? ' compose__count--over' : ''}`}>
          {left !== null && t('post_status.chars_left', { count: left })}
        </span>
      </div>
      <AttachmentEditor files={values.files} onChange={(files) => update({ files })} descriptionLimit={instance.descriptionLimit} saveOnBlur={false} />
      {uploads.uploads.map((u) => (
        <div key={u.id} className="compose__upload">
          <span>{u.name}</span>
          <progress max={1} value={u.progress} aria-label={t('upload.progress', { name: u.name })} />
        </div>
      ))}
      {values.files.length > 0 && (
        <label className="compose__check">
          <input type="checkbox" checked={values.sensitive} onChange={(e) => update({ sensitive: e.target.checked })} />
          {t('post_status.sensitive')}
        </label>
      )}
      {values.poll && <PollForm poll={values.poll} limits={instance.pollLimits} onChange={(poll) => update({ poll })} error={pollErr} />}
      {(error ?? uploads.error) && (
        <div className="compose__error" role="alert">
          <span>{error ?? uploads.error}</span>
          <IconButton label={t('post_status.dismiss_error')} icon="close" iconSize={16} onClick={() => (setError(null), uploads.clearError())} />
        </div>
      )}
      <div className="compose__actions">
        <input ref={fileInput} type="file" multiple hidden aria-hidden="true" tabIndex={-1} onChange={(e) => {
          for (const file of Array.from(e.target.files ?? [])) if (canAddFiles(filesRef.current.length + uploads.uploads.length, instance.fileLimit)) void uploads.start(file);
          e.target.value = '';
        }} />
        <IconButton
          label={t('upload.add')}
          icon="plus"
          disabled={!canAddFiles(values.files.length + uploads.uploads.length, instance.fileLimit) || !!values.poll}
          onClick={() => fileInput.current?.click()}
        />
        {instance.pollsAvailable && (
          <button type="button" className="btn-plain compose__toggle" aria-pressed={!!values.poll} disabled={values.files.length > 0}
            onClick={() => update({ poll: values.poll ? null : newPoll(instance.pollLimits) })}>
            {t('post_status.poll')}
          </button>
        )}
        <button type="button" className="btn-plain compose__toggle" onClick={discard}>
          {t('editing.discard')}
        </button>
        <button type="submit" className="btn-primary compose__submit" disabled={blocked}>
          {saving ? t('editing.saving') : t('editing.save')}
        </button>
      </div>
    </form>
  );
}

// The compose form: subject, text with counter, scope, content type, language, media, poll,
// preview, post. Everything typed lives in the draft of its context, so a failed post, a closed
// modal or a reload loses nothing. Posting itself is useSubmitPost; dropping files, useDropZone.
import { ownValue } from '../../lib/own';
import { Suspense, useCallback, useEffect, useId, useRef, useState } from 'react';
import type { PostStatusParams } from '../../entities/postStatusParams';
import type { ScheduledStatus } from '../../entities/scheduledStatus';
import type { Attachment, Status } from '../../entities/types';
import { useTranslation } from '../../i18n/react';
import { manyAccountsKept } from '../../store/accountsPresent';
import { useCaretAtEnd } from '../../ui/useCaretAtEnd';
import { lazyChunk } from '../../ui/lazyChunk';
import { selectEffectiveConfig } from '../../store/configSlice';
import { useAppSelector } from '../../store/hooks';
import { selectInstance } from '../../store/instanceSlice';
import { IconButton } from '../../ui/IconButton';
import EmojiInput from '../emoji-input/EmojiInput';
import { AttachmentEditor } from './AttachmentEditor';
import { LanguageSelect } from './LanguageSelect';
import { PollForm } from './PollForm';
import { PreviewPanel } from './PreviewPanel';
import { QuoteDraft } from './QuoteDraft';
import { selectDraft } from '../../store/draftsSlice';
import { allowedScopes, canAddFiles, charsLeft, isOverLength, newPoll, pollError, pollToSend, submitBlock } from './rules';
import { ScopeNotice } from './ScopeNotice';
import { ScheduleField, ScheduleToggle } from './ScheduleControl';
import { ScopeSelector } from './ScopeSelector';
import { submitHandlers } from './submitHandlers';
import { useComposeDraft } from './useComposeDraft';
import { useDescriptionReminder } from './useDescriptionReminder';
import { useDropZone } from './useDropZone';
import { useSubmitPost, type SentAs } from './useSubmitPost';
import { useUploads } from './useUploads';
import './compose.css';

// Only with several accounts kept; one account loads nothing of it.
const AuthorPicker = lazyChunk(() => import('./AuthorPicker'));

const FORMAT_KEYS: Record<string, string> = {
  'text/plain': 'plain', 'text/html': 'html', 'text/markdown': 'markdown', 'text/bbcode': 'bbcode',
};

interface Props {
  /** Draft context: 'new' or 'reply:<statusId>'. */
  draftKey: string;
  replyTo?: Status | null;
  /** After the post went out, or was kept by the outbox to send when the network is back. */
  onPosted?: () => void;
  /** After the server kept a scheduled post (the form says when, and is cleared). */
  onScheduled?: (scheduled: ScheduledStatus) => void;
  autoFocus?: boolean;
  /** Accessible name of the form. */
  label: string;
  /** The post a quote form quotes (until removed from the form). */
  quoteOf?: string;
  /** The kept account (its key) the form starts posting as, instead of the active one ("Reply as…"). */
  author?: string;
  /** Files to upload at once, as if picked (images another app shared). */
  sharedFiles?: File[];
}

export function PostStatusForm({ draftKey, replyTo = null, onPosted, onScheduled, autoFocus, label, quoteOf, author, sharedFiles }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const instance = useAppSelector(selectInstance);
  const config = useAppSelector(selectEffectiveConfig);
  const { values, update, reset, userLocked } = useComposeDraft(draftKey, replyTo, Boolean(author));
  const post = useSubmitPost();
  const { posting, error, setError, notice, scheduledNote } = post;
  const [previewOpen, setPreviewOpen] = useState(false);
  const [suggestionsOpen, setSuggestionsOpen] = useState(false);
  const caretAtEnd = useCaretAtEnd();
  const fileInput = useRef<HTMLInputElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const descriptionsSettled = useDescriptionReminder(values.files, formRef);
  const draftQuote = useAppSelector((s) => selectDraft(s, draftKey)?.quoteId);
  const quoteId = draftQuote !== undefined ? draftQuote : (quoteOf ?? null);
  const [manyAccounts] = useState(manyAccountsKept);
  const [authorKey, setAuthorKey] = useState<string | null>(author ?? null);
  // Another account posts only what it can: no media of the active one's, no quote.
  const postAs = manyAccounts && !quoteId && values.files.length === 0 ? authorKey : null;

  const fileLimit = instance.fileLimit;
  const filesRef = useRef(values.files);
  filesRef.current = values.files;
  const onUploaded = useCallback((a: Attachment) => update({ files: [...filesRef.current, a] }), [update]);
  const uploads = useUploads({ sizeLimit: instance.uploadlimit, onUploaded });

  const showSubject = config.alwaysShowSubjectInput || values.subject !== '';
  const left = charsLeft(values.text, values.subject, instance.textlimit);
  const overLength = isOverLength(values.text, values.subject, instance.textlimit);
  const scopes = allowedScopes({
    minimalScopesMode: config.minimalScopesMode,
    userDefault: instance.defaultScope,
    current: values.visibility,
    replyTo: replyTo?.visibility ?? null,
  });
  const pollErr = pollError(values.poll);
  const block = submitBlock({ uploading: uploads.uploads.length > 0, posting, overLength, suggestionsOpen });
  const formats = instance.postFormats;
  // A quote is posted at once: the scheduled-post API keeps no quote to publish later.
  const canSchedule = instance.scheduledPostsAvailable && !quoteId && !postAs;
  const scheduleValue = canSchedule ? values.scheduledAt : null;

  const params = (): PostStatusParams => ({
    status: values.text,
    spoilerText: values.subject,
    visibility: values.visibility,
    sensitive: values.files.length > 0 && values.sensitive,
    contentType: formats.length ? values.contentType : null,
    mediaIds: values.files.map((f) => f.id),
    poll: pollToSend(values.poll),
    inReplyToId: replyTo?.id ?? null,
    language: values.language,
    quote: quoteId && instance.quotePosting ? { id: quoteId, api: instance.quotePosting } : null,
  });

  const addFiles = (files: FileList | File[] | null) => {
    if (!files) return;
    let count = values.files.length + uploads.uploads.length;
    for (const file of Array.from(files)) {
      if (!canAddFiles(count, fileLimit)) break;
      count += 1;
      void uploads.start(file);
    }
  };

  const { dropping, dropProps } = useDropZone(addFiles);

  // Shared images go up through the same path as picked ones, each with its description field.
  const sharedTaken = useRef(false);
  useEffect(() => {
    if (!sharedFiles?.length || sharedTaken.current) return;
    sharedTaken.current = true;
    addFiles(sharedFiles);
  });

  const afterSend = (how: SentAs) => {
    if (how === 'postedAs') {
      setAuthorKey(null);
      reset(!replyTo);
    } else reset(!replyTo && !quoteOf);
    if (how !== 'queued') setPreviewOpen(false);
    onPosted?.();
  };
  const afterSchedule = (scheduled: ScheduledStatus) => {
    reset(!replyTo);
    onScheduled?.(scheduled);
  };
  const submit = () =>
    post.submit({
      blocked: !!block,
      scheduleValue,
      text: values.text,
      files: values.files,
      pollInvalid: !!pollErr,
      descriptionsSettled,
      params,
      postAs,
      replyTo,
      postLanguage: config.postLanguage,
      onSent: afterSend,
      onScheduled: afterSchedule,
    });

  const { onSubmit, onKeyDown } = submitHandlers(submit);
  const discard = () => {
    reset(false);
    post.clearMessages();
  };

  const postLabel = posting
    ? t('post_status.posting')
    : block === 'uploading' ? t('post_status.uploading') : scheduleValue !== null ? t('scheduled.schedule') : t('post_status.post');

  return (
    <form
      ref={formRef}
      className={`compose${dropping ? ' compose--dropping' : ''}`}
      aria-label={label}
      onSubmit={onSubmit}
      onKeyDown={onKeyDown}
      {...dropProps}
    >
      {dropping && <div className="compose__drop" aria-hidden="true">{t('upload.drop_here')}</div>}
      <ScopeNotice visibility={values.visibility} locked={userLocked} safeDM={instance.safeDM} />
      {manyAccounts && !quoteId && (
        <Suspense fallback={null}>
          <AuthorPicker value={authorKey} onChange={setAuthorKey} locked={values.files.length > 0} />
        </Suspense>
      )}
      {quoteId && <QuoteDraft statusId={quoteId} onRemove={() => update({ quoteId: null })} />}
      {showSubject && (
        <EmojiInput value={values.subject} onChange={(subject) => update({ subject })} suggestAccounts onSuggestionsOpenChange={setSuggestionsOpen}>
          {(field) => (
            <input
              {...field}
              type="text"
              className="compose__subject"
              aria-label={t('post_status.subject')}
              placeholder={t('post_status.subject')}
            />
          )}
        </EmojiInput>
      )}
      <EmojiInput
        value={values.text}
        onChange={(text) => update({ text })}
        suggestAccounts
        enableEmojiPicker
        enableStickerPicker
        onStickerUploaded={onUploaded}
        onStickerUploadFailed={(m) => uploads.setError(t('upload.error.message', { 0: m }))}
        onSuggestionsOpenChange={setSuggestionsOpen}
      >
        {(field) => (
          <textarea
            {...field}
            className="compose__text"
            aria-label={t('post_status.text')}
            aria-describedby={`${id}-count`}
            placeholder={t('post_status.placeholder')}
            rows={3}
            autoFocus={autoFocus}
            onFocus={autoFocus ? caretAtEnd : undefined}
          />
        )}
      </EmojiInput>
      <div className="compose__bar">
        <ScopeSelector scopes={scopes} value={values.visibility} onChange={(visibility) => update({ visibility })} />
        {formats.length > 1 && (
          <select
            className="compose__format"
            aria-label={t('post_status.content_type')}
            value={values.contentType}
            onChange={(e) => update({ contentType: e.target.value })}
          >
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
      <AttachmentEditor files={values.files} onChange={(files) => update({ files })} descriptionLimit={instance.descriptionLimit} />
      {uploads.uploads.map((u) => (
        <div key={u.id} className="compose__upload">
          <span>{u.name}</span>
          <progress max={1} value={u.progress} aria-label={t('upload.progress', { name: u.name })} />
        </div>
      ))}
      {uploads.error && (
        <div className="compose__error" role="alert">
          <span>{uploads.error}</span>
          <IconButton label={t('post_status.dismiss_error')} icon="close" iconSize={16} onClick={uploads.clearError} />
        </div>
      )}
      {values.files.length > 0 && (
        <label className="compose__check">
          <input type="checkbox" checked={values.sensitive} onChange={(e) => update({ sensitive: e.target.checked })} />
          {t('post_status.sensitive')}
        </label>
      )}
      {values.poll && (
        <PollForm poll={values.poll} limits={instance.pollLimits} onChange={(poll) => update({ poll })} error={pollErr} />
      )}
      <ScheduleField value={scheduleValue} onChange={(scheduledAt) => update({ scheduledAt })} />
      {previewOpen && <PreviewPanel params={params()} />}
      {error && (
        <div className="compose__error" role="alert">
          <span>{error}</span>
          <IconButton label={t('post_status.dismiss_error')} icon="close" iconSize={16} onClick={() => setError(null)} />
        </div>
      )}
      {notice && <p className="compose__error" role="alert">{notice}</p>}
      <p className="compose__scheduled" role="status">{scheduledNote}</p>
      <div className="compose__actions">
        <input
          ref={fileInput}
          type="file"
          multiple
          hidden
          aria-hidden="true"
          tabIndex={-1}
          onChange={(e) => {
            addFiles(e.target.files);
            e.target.value = '';
          }}
        />
        <IconButton
          label={t('upload.add')}
          icon="plus"
          disabled={!canAddFiles(values.files.length + uploads.uploads.length, fileLimit) || !!values.poll}
          onClick={() => fileInput.current?.click()}
        />
        {instance.pollsAvailable && (
          <button
            type="button"
            className="btn-plain compose__toggle"
            aria-pressed={!!values.poll}
            disabled={values.files.length > 0}
            onClick={() => update({ poll: values.poll ? null : newPoll(instance.pollLimits) })}
          >
            {t('post_status.poll')}
          </button>
        )}
        {instance.pleromaBackend && (
          <button type="button" className="btn-plain compose__toggle" aria-pressed={previewOpen} onClick={() => setPreviewOpen((v) => !v)}>
            {t('post_status.preview')}
          </button>
        )}
        {canSchedule && <ScheduleToggle value={scheduleValue} onChange={(scheduledAt) => update({ scheduledAt })} />}
        <button type="button" className="btn-plain compose__toggle" onClick={discard}>
          {t('post_status.discard')}
        </button>
        <button type="submit" className="btn-primary compose__submit" disabled={!!block || !!pollErr}>
          {postLabel}
        </button>
      </div>
    </form>
  );
}

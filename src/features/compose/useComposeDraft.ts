// The form's data is the draft (store/draftsSlice) for its context; fields the person has not
// touched yet fall back to defaults computed from the settings and the status replied to.
import { useCallback, useMemo } from 'react';
import { postLanguageOf } from '../../entities/postLanguage';
import type { Attachment, Status, Visibility } from '../../entities/types';
import { useTranslation } from '../../i18n/react';
import { selectCurrentUser } from '../../store/authSlice';
import { selectEffectiveConfig } from '../../store/configSlice';
import { draftDiscarded, draftUpdated, selectDraft, type Draft } from '../../store/draftsSlice';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { selectUserById } from '../../store/usersSlice';
import { selectInstance } from '../../store/instanceSlice';
import { initialScope, replyMentions, replySubject } from './rules';

export interface ComposeValues {
  text: string;
  subject: string;
  visibility: Visibility;
  contentType: string;
  sensitive: boolean;
  poll: Draft['poll'];
  files: Attachment[];
  /** ISO 639-1. */
  language: string;
  /** A datetime-local value when the post is to be scheduled. */
  scheduledAt: string | null;
}

/** `asOtherAccount`: the form starts posting as another kept account ("Reply as…"), so the active one is mentioned like anyone else. */
export function useComposeDraft(key: string, replyTo: Status | null, asOtherAccount = false) {
  const dispatch = useAppDispatch();
  const draft = useAppSelector((s) => selectDraft(s, key));
  const config = useAppSelector(selectEffectiveConfig);
  const instance = useAppSelector(selectInstance);
  const me = useAppSelector(selectCurrentUser);
  const replyAuthor = useAppSelector((s) => (replyTo ? selectUserById(s, replyTo.user) : undefined));
  const { i18n } = useTranslation();
  // The last post's language, else the interface's.
  const language = config.postLanguage ?? postLanguageOf(i18n.language) ?? 'en';

  const defaults = useMemo((): ComposeValues => {
    const userDefault = me?.source?.privacy ?? instance.defaultScope ?? 'public';
    const accts = replyTo ? [replyAuthor?.screen_name ?? '', ...replyTo.attentions.map((m) => m.screen_name)] : [];
    return {
      text: replyMentions(accts, asOtherAccount ? null : (me?.screen_name ?? null)),
      subject: replyTo ? replySubject(replyTo.summary, config.subjectLineBehavior) : '',
      visibility: initialScope(userDefault, replyTo?.visibility, config.scopeCopy),
      contentType: config.postContentType || instance.postFormats[0] || 'text/plain',
      sensitive: config.sensitiveByDefault,
      poll: null,
      files: [],
      language,
      scheduledAt: null,
    };
  }, [me, asOtherAccount, instance.defaultScope, instance.postFormats, replyTo, replyAuthor, config.subjectLineBehavior, config.scopeCopy, config.postContentType, config.sensitiveByDefault, language]);

  const values: ComposeValues = {
    text: draft?.text ?? defaults.text,
    subject: draft?.subject ?? defaults.subject,
    visibility: replyTo?.visibility === 'direct' ? 'direct' : draft?.visibility ?? defaults.visibility,
    contentType: draft?.contentType ?? defaults.contentType,
    sensitive: draft?.sensitive ?? defaults.sensitive,
    poll: draft ? draft.poll : defaults.poll,
    files: draft?.files ?? defaults.files,
    language: draft?.language ?? defaults.language,
    scheduledAt: typeof draft?.scheduledAt === 'string' ? draft.scheduledAt : null,
  };

  // The first change copies the defaults in, so the draft holds exactly what the form shows.
  const update = useCallback(
    (patch: Partial<Draft>) => {
      const base = draft ? {} : { text: defaults.text, subject: defaults.subject };
      dispatch(draftUpdated({ key, patch: { ...base, ...patch } }));
    },
    [dispatch, key, draft, defaults],
  );

  /** After a post or a discard: empty again, keeping visibility and content type. */
  const reset = useCallback(
    (keep: boolean) => {
      dispatch(draftDiscarded({ key }));
      if (keep) {
        dispatch(draftUpdated({ key, patch: { visibility: values.visibility, contentType: values.contentType, text: '', subject: '' } }));
      }
    },
    [dispatch, key, values.visibility, values.contentType],
  );

  return { values, update, reset, userLocked: me?.locked ?? false };
}

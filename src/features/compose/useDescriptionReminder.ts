// Before media goes out without a description, the form asks once whether to add one, as today's
// clients do (a preference turns it off). "Add description" leaves the post unsent and puts the
// caret in the first empty description; "Post anyway" is remembered for those files, so a retry
// after a failed post does not ask again.
import { useRef, type RefObject } from 'react';
import type { Attachment } from '../../entities/types';
import { useTranslation } from '../../i18n/react';
import { selectEffectiveConfig } from '../../store/configSlice';
import { useAppSelector } from '../../store/hooks';
import { requestConfirm } from '../../ui/confirm';
import { DESCRIPTION_FIELD_ATTR } from './AttachmentEditor';

/** Resolves true when the post may go: every file described, or the person said to post anyway. */
export function useDescriptionReminder(files: Attachment[], form: RefObject<HTMLFormElement | null>): () => Promise<boolean> {
  const { t } = useTranslation();
  const ask = useAppSelector(selectEffectiveConfig).askForMediaDescriptions;
  const postedAsIs = useRef('');
  return async () => {
    const missing = files.filter((f) => f.description.trim() === '');
    const ids = missing.map((f) => f.id).join(' ');
    if (missing.length === 0 || !ask || postedAsIs.current === ids) return true;
    const postAnyway = await requestConfirm({
      title: t('post_status.description_missing_title'),
      message: t('post_status.description_missing_message'),
      confirmLabel: t('post_status.post_anyway'),
      cancelLabel: t('post_status.add_description'),
    });
    if (postAnyway) postedAsIs.current = ids;
    else form.current?.querySelector<HTMLElement>(`[${DESCRIPTION_FIELD_ATTR}="${CSS.escape(missing[0].id)}"]`)?.focus();
    return postAnyway;
  };
}

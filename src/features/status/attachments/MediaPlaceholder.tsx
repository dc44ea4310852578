// What a status's media list takes on screen while its chunk is on the way (StatusMedia): the
// same rows and the same box for each item (a picture's or a video's box comes from its
// dimensions, as the real one's does before it loads), so nothing moves when the list arrives.
import type { Attachment, Status } from '../../../entities/types';
import { useTranslation } from '../../../i18n/react';
import { galleryRows } from '../../../lib/statusRules';
import { selectEffectiveConfig } from '../../../store/configSlice';
import { useAppFields } from '../../../store/hooks';
import { useStatusPlace } from '../content/StatusPlace';
import { linkText } from './linkText';
import { mediaLayout } from './mediaLayout';

/** Shown as themselves; everything else (and everything under hideAttachments) is a link. */
const PLAYED = new Set(['image', 'video', 'audio']);

/** `width / height` for a picture or video whose dimensions the server told, else none. */
function mediaAspect(a: Attachment): string | undefined {
  const { width, height } = a.meta ?? {};
  return (a.type === 'image' || a.type === 'video') && width && height ? `${width} / ${height}` : undefined;
}

export function MediaPlaceholder({ status }: { status: Status }) {
  const { t } = useTranslation();
  const config = useAppFields(selectEffectiveConfig, 'hideNsfw', 'hideAttachmentsInConv', 'hideAttachments', 'maxThumbnails');
  const place = useStatusPlace();
  if (status.nsfw && config.hideNsfw) {
    return (
      <div className="attachments attachments--hidden" aria-busy="true">
        <button type="button" className="btn attachments__reveal" disabled>
          {t('status.sensitive_show', { count: status.attachments.length })}
        </button>
      </div>
    );
  }
  const { asLinks, shown, more } = mediaLayout(status, config, place.kind === 'conversation');
  return (
    <div className="attachments" aria-busy="true">
      {galleryRows(shown).map((row, r) => (
        <ul key={r} className={`attachments__row attachments__row--${row.length}`}>
          {row.map((a) => (
            <li key={a.id || a.url}>
              {asLinks || !PLAYED.has(a.type) ? (
                <span className="attachment attachment--link">{linkText(a)}</span>
              ) : (
                <span className="attachment attachment--pending" style={{ aspectRatio: mediaAspect(a) }} />
              )}
            </li>
          ))}
        </ul>
      ))}
      {more > 0 && <p className="faint attachments__more">{t('status.more_attachments', { count: more })}</p>}
    </div>
  );
}

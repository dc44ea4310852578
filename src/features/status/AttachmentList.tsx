// Media of a status: images in a grid, video and audio players, anything else as a link.
// Sensitive media stays behind a button while the hideNsfw preference is on (the default).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Attachment, Status } from '../../entities/types';
import { selectConfig } from '../../store/configSlice';
import { useAppSelector } from '../../store/hooks';

function fileName(url: string): string {
  const last = url.split(/[?#]/)[0].split('/').pop() ?? '';
  try {
    return decodeURIComponent(last) || url;
  } catch {
    return last || url;
  }
}

function AttachmentItem({ attachment, preload, loop }: { attachment: Attachment; preload: boolean; loop: boolean }) {
  const { t } = useTranslation();
  const a = attachment;
  switch (a.type) {
    case 'image':
      return (
        <a
          className="attachment attachment--image"
          href={a.url}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={a.description ? undefined : t('status.attachment_image')}
        >
          <img src={a.thumb_url || a.url} alt={a.description} loading={preload ? 'eager' : 'lazy'} decoding="async" />
        </a>
      );
    case 'video':
      return (
        <video
          className="attachment attachment--video"
          src={a.url}
          controls
          loop={loop}
          preload={preload ? 'metadata' : 'none'}
          poster={a.thumb_url ?? undefined}
          aria-label={a.description || t('status.attachment_video')}
        />
      );
    case 'audio':
      return (
        <audio
          className="attachment attachment--audio"
          src={a.url}
          controls
          preload={preload ? 'metadata' : 'none'}
          aria-label={a.description || t('status.attachment_audio')}
        />
      );
    default:
      return (
        <a className="attachment attachment--link" href={a.url} target="_blank" rel="noopener noreferrer">
          {a.description || fileName(a.url)}
        </a>
      );
  }
}

export function AttachmentList({ status }: { status: Status }) {
  const { t } = useTranslation();
  const config = useAppSelector(selectConfig);
  const [revealed, setRevealed] = useState(false);
  const hidden = status.nsfw && config.hideNsfw && !revealed;
  const shown = status.attachments.slice(0, Math.max(config.maxThumbnails, 1));
  const more = status.attachments.length - shown.length;

  if (hidden) {
    return (
      <div className="attachments attachments--hidden">
        <button type="button" className="btn attachments__reveal" onClick={() => setRevealed(true)}>
          {t('status.sensitive_show', { count: status.attachments.length })}
        </button>
      </div>
    );
  }
  return (
    <div className="attachments">
      <ul className={`attachments__grid attachments__grid--${Math.min(shown.length, 3)}`}>
        {shown.map((a) => (
          <li key={a.id || a.url}>
            {config.hideAttachments ? (
              <a className="attachment attachment--link" href={a.url} target="_blank" rel="noopener noreferrer">
                {a.description || fileName(a.url)}
              </a>
            ) : (
              <AttachmentItem attachment={a} preload={config.preloadImage} loop={config.loopVideo} />
            )}
          </li>
        ))}
      </ul>
      {more > 0 && <p className="faint">{t('status.more_attachments', { count: more })}</p>}
      {status.nsfw && config.hideNsfw && (
        <button type="button" className="btn-plain attachments__hide" onClick={() => setRevealed(false)}>
          {t('status.sensitive_hide')}
        </button>
      )}
    </div>
  );
}

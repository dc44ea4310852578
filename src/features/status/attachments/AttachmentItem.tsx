// One attachment by type: images open the media viewer, video and audio play in place (video in
// the viewer under playVideosInModal), anything
// else (and everything under hideAttachments) is a plain link. Flash shows a play placeholder.
import { Suspense } from 'react';
import { useTranslation } from '../../../i18n/react';
import type { Attachment } from '../../../entities/types';
import type { EffectiveConfig } from '../../../store/configSlice';
import { lazyChunk } from '../../../ui/lazyChunk';
import { linkText } from './linkText';
import { PictureOrText } from './PictureOrText';

// Only some posts need these (stopGifs is off by default; most posts have no video or Flash).
const StillImage = lazyChunk(() => import('./StillImage'));
const VideoAttachment = lazyChunk(() => import('./VideoAttachment'));
const FlashAttachment = lazyChunk(() => import('../../flash/FlashAttachment'));

export function AttachmentLink({ attachment: a }: { attachment: Attachment }) {
  return (
    <a className="attachment attachment--link" href={a.url} target="_blank" rel="noopener noreferrer">
      {linkText(a)}
    </a>
  );
}

/** A picture's dimensions where the server told both (its box then matches MediaPlaceholder's). */
function knownSize(a: Attachment): { width?: number; height?: number } {
  const { width, height } = a.meta ?? {};
  return width && height ? { width, height } : {};
}

interface Props {
  attachment: Attachment;
  config: EffectiveConfig;
  /** Opens the media viewer on this item (images). */
  onOpen: () => void;
}

export function AttachmentItem({ attachment: a, config, onOpen }: Props) {
  const { t } = useTranslation();
  const loading = config.preloadImage ? 'eager' : 'lazy';
  switch (a.type) {
    case 'image': {
      const src = a.thumb_url || a.url;
      const still = config.stopGifs && /gif$/i.test(a.mimetype);
      return (
        <a
          className="attachment attachment--image"
          href={a.url}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={a.description ? undefined : t('status.attachment_image')}
          onClick={(e) => {
            if (e.ctrlKey || e.metaKey || e.shiftKey || e.button !== 0) return;
            e.preventDefault();
            onOpen();
          }}
        >
          {still ? (
            <Suspense fallback={<img src={src} alt={a.description} loading={loading} decoding="async" />}>
              <StillImage src={src} alt={a.description} loading={loading} />
            </Suspense>
          ) : (
            <PictureOrText src={src} alt={a.description} loading={loading} label={t('status.attachment_image')} {...knownSize(a)} />
          )}
        </a>
      );
    }
    case 'video':
      // playVideosInModal: the timeline shows a still that opens the media viewer.
      if (config.playVideosInModal) {
        return (
          <button type="button" className="attachment attachment--video attachment--video-modal" aria-label={a.description || t('status.attachment_video')} onClick={onOpen}>
            {a.thumb_url ? <img src={a.thumb_url} alt="" loading={loading} decoding="async" /> : null}
            <span className="attachment__play" aria-hidden="true">
              ▶
            </span>
          </button>
        );
      }
      return (
        <Suspense fallback={null}>
          <VideoAttachment
            attachment={a}
            label={a.description || t('status.attachment_video')}
            preload={config.preloadImage}
            loopVideo={config.loopVideo}
            silentOnly={config.loopVideoSilentOnly}
          />
        </Suspense>
      );
    case 'audio':
      return (
        <audio
          className="attachment attachment--audio"
          src={a.url}
          controls
          preload={config.preloadImage ? 'metadata' : 'none'}
          aria-label={a.description || t('status.attachment_audio')}
        />
      );
    case 'flash':
      return (
        <Suspense fallback={<AttachmentLink attachment={a} />}>
          <FlashAttachment attachment={a} />
        </Suspense>
      );
    default:
      return <AttachmentLink attachment={a} />;
  }
}

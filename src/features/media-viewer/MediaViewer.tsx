// The media viewer: image, video or audio; previous/next when there is
// more than one, wrapping; Left/Right navigate, Escape closes, as do a backdrop or image click
// (and browser back, see useViewerState); a 50 px swipe navigates. Focus is trapped inside and
// handed back to the opener on close. Loaded lazily, the first time media is opened.
import { useRef, type KeyboardEvent, type MouseEvent, type TouchEvent } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from '../../i18n/react';
import type { Attachment } from '../../entities/types';
import { wrapIndex } from '../../lib/statusRules';
import { DIRECTION_LEFT, DIRECTION_RIGHT, swipeBetween, SWIPE_THRESHOLD_MEDIA } from '../../lib/swipe';
import { useFocusTrap } from '../../ui/useFocusTrap';
import './MediaViewer.css';
import { isRtl, readingKey } from '../../ui/direction';

interface Props {
  /** Only image, video and audio items. */
  items: Attachment[];
  index: number;
  onIndex: (index: number) => void;
  onClose: () => void;
}

function Media({ item, onClose }: { item: Attachment; onClose: () => void }) {
  const { t } = useTranslation();
  switch (item.type) {
    case 'video':
      return <video className="media-viewer__media" src={item.url} controls autoPlay aria-label={item.description || t('status.attachment_video')} />;
    case 'audio':
      return <audio className="media-viewer__audio" src={item.url} controls autoPlay aria-label={item.description || t('status.attachment_audio')} />;
    default:
      return (
        <img
          className="media-viewer__media"
          src={item.url}
          alt={item.description || t('status.attachment_image')}
          onClick={onClose}
        />
      );
  }
}

export default function MediaViewer({ items, index, onIndex, onClose }: Props) {
  const { t } = useTranslation();
  const dialog = useRef<HTMLDivElement>(null);
  const trapKeys = useFocusTrap(dialog, true);
  const touchStart = useRef<{ x: number; y: number } | null>(null);
  const count = items.length;
  const item = items[Math.min(index, count - 1)];
  if (!item) return null;
  const many = count > 1;
  const step = (by: number) => onIndex(wrapIndex(index, by, count));

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape') {
      e.stopPropagation();
      onClose();
    } else if (many && readingKey(e.key) === 'ArrowLeft' && !(e.target instanceof HTMLMediaElement)) {
      e.preventDefault();
      step(-1);
    } else if (many && readingKey(e.key) === 'ArrowRight' && !(e.target instanceof HTMLMediaElement)) {
      e.preventDefault();
      step(1);
    } else {
      trapKeys(e);
    }
  };
  const onBackdrop = (e: MouseEvent) => {
    if (e.target === e.currentTarget) onClose();
  };
  const onTouchStart = (e: TouchEvent) => {
    const p = e.touches[0];
    touchStart.current = p ? { x: p.clientX, y: p.clientY } : null;
  };
  const onTouchEnd = (e: TouchEvent) => {
    const start = touchStart.current;
    const p = e.changedTouches[0];
    touchStart.current = null;
    if (!start || !p || !many) return;
    const end = { x: p.clientX, y: p.clientY };
    // Swiping against the reading direction brings the next picture (leftwards, right to left rightwards).
    const forward = isRtl() ? 1 : -1;
    if (swipeBetween(start, end, forward < 0 ? DIRECTION_LEFT : DIRECTION_RIGHT, SWIPE_THRESHOLD_MEDIA)) step(1);
    else if (swipeBetween(start, end, forward < 0 ? DIRECTION_RIGHT : DIRECTION_LEFT, SWIPE_THRESHOLD_MEDIA)) step(-1);
  };

  return createPortal(
    <div
      ref={dialog}
      className="media-viewer"
      role="dialog"
      aria-modal="true"
      aria-label={t('media_viewer.title')}
      aria-describedby={item.description ? 'media-viewer-description' : undefined}
      tabIndex={-1}
      onKeyDown={onKeyDown}
      onClick={onBackdrop}
      onTouchStart={onTouchStart}
      onTouchEnd={onTouchEnd}
    >
      <figure className="media-viewer__figure" onClick={onBackdrop}>
        <Media key={item.url} item={item} onClose={onClose} />
        {item.description && (
          <figcaption id="media-viewer-description" className="media-viewer__caption">
            {item.description}
          </figcaption>
        )}
      </figure>
      {many && (
        <p className="media-viewer__counter" aria-live="polite">
          {t('media_viewer.position', { index: index + 1, count })}
        </p>
      )}
      <button type="button" className="media-viewer__button media-viewer__close" onClick={onClose} aria-label={t('media_viewer.close')} data-autofocus>
        <span aria-hidden="true">✕</span>
      </button>
      {many && (
        <>
          <button type="button" className="media-viewer__button media-viewer__prev" onClick={() => step(-1)} aria-label={t('media_viewer.previous')}>
            <span aria-hidden="true">‹</span>
          </button>
          <button type="button" className="media-viewer__button media-viewer__next" onClick={() => step(1)} aria-label={t('media_viewer.next')}>
            <span aria-hidden="true">›</span>
          </button>
        </>
      )}
    </div>,
    document.body,
  );
}

// Media of a status: a gallery in rows of 3 up to maxThumbnails ('+N more'), video and audio
// players, anything else as a link. Sensitive media stays behind a button while hideNsfw is on;
// useOneClickNsfw opens the media viewer from that button. Images open the (lazy) media viewer.
import { Suspense, useMemo, useState } from 'react';
import { lazyChunk } from '../../ui/lazyChunk';
import { useTranslation } from '../../i18n/react';
import type { Status } from '../../entities/types';
import { galleryRows } from '../../lib/statusRules';
import { selectEffectiveConfig } from '../../store/configSlice';
import { useAppSelector } from '../../store/hooks';
import { useViewerState } from '../media-viewer/useViewerState';
import { AttachmentItem, AttachmentLink } from './attachments/AttachmentItem';
import { mediaLayout } from './attachments/mediaLayout';
import { useStatusPlace } from './content/StatusPlace';
import './AttachmentList.css';

const MediaViewer = lazyChunk(() => import('../media-viewer/MediaViewer'));

const VIEWABLE = new Set(['image', 'video', 'audio']);

export function AttachmentList({ status }: { status: Status }) {
  const { t } = useTranslation();
  const config = useAppSelector(selectEffectiveConfig);
  const place = useStatusPlace();
  const [revealed, setRevealed] = useState(false);
  const viewer = useViewerState();
  const media = useMemo(() => status.attachments.filter((a) => VIEWABLE.has(a.type)), [status.attachments]);

  const sensitive = status.nsfw && config.hideNsfw;
  const hidden = sensitive && !revealed;
  const { asLinks, shown, more } = mediaLayout(status, config, place.kind === 'conversation');

  const viewerNode =
    viewer.index !== null ? (
      <Suspense fallback={null}>
        <MediaViewer items={media} index={viewer.index} onIndex={viewer.setIndex} onClose={viewer.close} />
      </Suspense>
    ) : null;

  if (hidden) {
    const oneClick = config.useOneClickNsfw && media.length > 0;
    return (
      <div className="attachments attachments--hidden">
        <button
          type="button"
          className="btn attachments__reveal"
          onClick={() => (oneClick ? viewer.open(0) : setRevealed(true))}
        >
          {t('status.sensitive_show', { count: status.attachments.length })}
        </button>
        {viewerNode}
      </div>
    );
  }
  return (
    <div className={`attachments${config.useContainFit ? ' attachments--contain' : ''}`}>
      {galleryRows(shown).map((row, r) => (
        <ul key={r} className={`attachments__row attachments__row--${row.length}`}>
          {row.map((a) => (
            <li key={a.id || a.url}>
              {asLinks ? (
                <AttachmentLink attachment={a} />
              ) : (
                <AttachmentItem attachment={a} config={config} onOpen={() => viewer.open(Math.max(media.indexOf(a), 0))} />
              )}
            </li>
          ))}
        </ul>
      ))}
      {more > 0 && <p className="faint attachments__more">{t('status.more_attachments', { count: more })}</p>}
      {sensitive && (
        <button type="button" className="btn-plain attachments__hide" onClick={() => setRevealed(false)}>
          {t('status.sensitive_hide')}
        </button>
      )}
      {viewerNode}
    </div>
  );
}

// A Flash attachment in a post: a placeholder until clicked; the player and the emulator
// behind it load only then (lazy chunk + script tag), so they cost a reader nothing before.
import { Suspense, useState } from 'react';
import type { Attachment } from '../../entities/types';
import { useTranslation } from '../../i18n/react';
import { lazyChunk } from '../../ui/lazyChunk';
import { Spinner } from '../../ui/Spinner';
import './Flash.css';

const FlashPlayer = lazyChunk(() => import('./FlashPlayer'));

export default function FlashAttachment({ attachment }: { attachment: Attachment }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  if (open) {
    return (
      <Suspense fallback={<Spinner label={t('flash.loading')} />}>
        <FlashPlayer attachment={attachment} onStop={() => setOpen(false)} />
      </Suspense>
    );
  }
  return (
    <button type="button" className="attachment flash flash--placeholder" onClick={() => setOpen(true)}>
      <span className="flash__badge" aria-hidden="true">
        SWF
      </span>
      <span>{t('flash.play', { name: attachment.description || t('flash.content') })}</span>
    </button>
  );
}

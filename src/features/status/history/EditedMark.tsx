// "edited" in the heading of an edited post: a button naming the time of the last
// edit that opens the history dialog, a lazy chunk of its own.
import { Suspense, useState } from 'react';
import type { Status } from '../../../entities/types';
import { formatEditTime } from '../../../i18n/formats';
import { useTranslation } from '../../../i18n/react';
import { lazyChunk } from '../../../ui/lazyChunk';

const HistoryDialog = lazyChunk(() => import('./HistoryDialog'));

export function EditedMark({ status }: { status: Status }) {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(false);
  if (!status.edited_at) return null;
  const when = formatEditTime(new Date(status.edited_at), i18n.locale);
  return (
    <>
      <button
        type="button"
        className="btn-plain status-header__edited faint"
        aria-label={t('status_heading.edited_label', { time: when })}
        title={when}
        onClick={() => setOpen(true)}
      >
        {t('status_heading.edited')}
      </button>
      {open && (
        <Suspense fallback={null}>
          <HistoryDialog statusId={status.id} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}

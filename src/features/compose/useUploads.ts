// Uploads in flight: progress per file, the upload error texts, the file limit.
import { useCallback, useRef, useState } from 'react';
import type { Attachment } from '../../entities/types';
import { t } from '../../i18n/core';
import { uploadFile } from '../../store/composeThunks';
import { useAppDispatch } from '../../store/hooks';
import { tooBig } from './rules';

export interface Upload {
  id: number;
  name: string;
  progress: number;
}

/** 'Upload failed.' then the reason: file_too_big with sizes and units, or default. */
export function uploadErrorText(size: number, limit: number): string {
  const big = tooBig(size, limit);
  // A 413 without a known limit has no sizes to show: the general reason is all we can say.
  const reason = big ? t('upload.error.file_too_big', { ...big }) : t('upload.error.default');
  return `${t('upload.error.base')} ${reason}`;
}

export function useUploads(opts: { sizeLimit: number; onUploaded: (a: Attachment) => void }) {
  const dispatch = useAppDispatch();
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [error, setError] = useState<string | null>(null);
  const next = useRef(0);
  const { sizeLimit, onUploaded } = opts;

  const start = useCallback(
    async (file: File) => {
      if (tooBig(file.size, sizeLimit)) {
        setError(uploadErrorText(file.size, sizeLimit));
        return;
      }
      const id = (next.current += 1);
      setUploads((u) => [...u, { id, name: file.name, progress: 0 }]);
      const progress = (p: number) => setUploads((u) => u.map((x) => (x.id === id ? { ...x, progress: p } : x)));
      const result = await dispatch(uploadFile(file, progress));
      setUploads((u) => u.filter((x) => x.id !== id));
      if (result.ok) onUploaded(result.attachment);
      else setError(uploadErrorText(file.size, sizeLimit));
    },
    [dispatch, sizeLimit, onUploaded],
  );

  return { uploads, error, clearError: () => setError(null), start, setError };
}

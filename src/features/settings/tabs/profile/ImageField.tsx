// Avatar, banner or background: the current picture, a file chooser that opens the cropper, the
// size limit checked before upload and, when the upload fails, 'Upload failed: {0}' with the
// server's error text.
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from '../../../../i18n/react';
import { fileSizeFormat } from '../../../../lib/fileSize';
import { saveProfile } from '../../../../store/accountSettingsThunks';
import { useAppDispatch } from '../../../../store/hooks';
import { useSaveNotice } from '../../saveNotice';
import { ImageCropper } from './ImageCropper';

export type ImageParam = 'avatar' | 'header' | 'pleroma_background_image';

const SHAPE: Record<ImageParam, { aspect: number; maxSide: number; round?: boolean }> = {
  avatar: { aspect: 1, maxSide: 800, round: true },
  header: { aspect: 3, maxSide: 1500 },
  pleroma_background_image: { aspect: 16 / 9, maxSide: 2560 },
};

interface Props {
  param: ImageParam;
  label: string;
  current: string | null;
  /** Bytes; 0 means no limit known. */
  limit: number;
  hint?: string;
}

export function ImageField({ param, label, current, limit, hint }: Props) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const report = useSaveNotice();
  const [source, setSource] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const id = useId();

  useEffect(() => () => {
    if (source) URL.revokeObjectURL(source);
  }, [source]);

  const choose = (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    setError(null);
    if (limit > 0 && file.size > limit) {
      const size = fileSizeFormat(file.size);
      const allowed = fileSizeFormat(limit);
      setError(t('upload.error.file_too_big', { filesize: size.num, filesizeunit: size.unit, allowedsize: allowed.num, allowedsizeunit: allowed.unit }));
      return;
    }
    setSource(URL.createObjectURL(file));
  };

  const upload = async (blob: Blob) => {
    setSource(null);
    if (limit > 0 && blob.size > limit) {
      setError(t('settings.image_too_big_after_crop'));
      return;
    }
    setBusy(true);
    const form = new FormData();
    form.append(param, blob, `${param}.png`);
    const outcome = await dispatch(saveProfile(form));
    setBusy(false);
    report(outcome.ok);
    if (!outcome.ok) setError(t('upload.error.message', { 0: outcome.message || t('upload.error.default') }));
  };

  const shape = SHAPE[param];
  return (
    <div className="field settings-image">
      <span id={`${id}-label`}>{label}</span>
      {current && <img src={current} alt="" className={`settings-image__preview settings-image__preview--${param}`} />}
      {hint && <span className="settings-hint">{hint}</span>}
      <div>
        <button type="button" className="btn" aria-describedby={`${id}-label`} disabled={busy} onClick={() => input.current?.click()}>
          {busy ? t('settings.uploading') : t('settings.upload_picture')}
        </button>
        <input ref={input} type="file" accept="image/*" hidden aria-hidden="true" tabIndex={-1} onChange={choose} data-testid={`${param}-file`} />
      </div>
      {error && (
        <p role="alert" className="settings-error">
          {error}
        </p>
      )}
      {source && <ImageCropper src={source} aspect={shape.aspect} round={shape.round} maxSide={shape.maxSide} onDone={(b) => void upload(b)} onCancel={() => setSource(null)} />}
    </div>
  );
}

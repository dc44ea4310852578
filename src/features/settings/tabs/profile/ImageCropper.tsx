// The image cropper dialog: drag or use the arrow keys to move, the
// slider or the wheel to zoom; Save hands back the cropped picture.
import { useState } from 'react';
import Cropper, { type Area } from 'react-easy-crop';
import 'react-easy-crop/react-easy-crop.css';
import { useTranslation } from '../../../../i18n/react';
import { Modal } from '../../../../ui/Modal';
import { cropImage } from './cropImage';
import './ImageCropper.css';

interface Props {
  src: string;
  aspect: number;
  round?: boolean;
  maxSide: number;
  onDone: (blob: Blob) => void;
  onCancel: () => void;
}

export function ImageCropper({ src, aspect, round, maxSide, onDone, onCancel }: Props) {
  const { t } = useTranslation();
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<Area | null>(null);
  const [busy, setBusy] = useState(false);
  const save = async () => {
    if (!area) return;
    setBusy(true);
    try {
      onDone(await cropImage(src, area, maxSide));
    } catch {
      setBusy(false);
    }
  };
  const footer = (
    <>
      <button type="button" className="btn btn-primary" disabled={!area || busy} onClick={() => void save()}>
        {t('settings.crop_save')}
      </button>
      <button type="button" className="btn" onClick={onCancel}>
        {t('general.cancel')}
      </button>
    </>
  );
  return (
    <Modal open onClose={onCancel} title={t('settings.crop_picture')} footer={footer} className="image-cropper">
      <div className="image-cropper__area">
        <Cropper
          image={src}
          crop={crop}
          zoom={zoom}
          aspect={aspect}
          cropShape={round ? 'round' : 'rect'}
          onCropChange={setCrop}
          onZoomChange={setZoom}
          onCropComplete={(_, pixels) => setArea(pixels)}
          disableAutomaticStylesInjection
        />
      </div>
      <label className="image-cropper__zoom">
        {t('settings.crop_zoom')}
        <input type="range" min={1} max={3} step={0.05} value={zoom} onChange={(e) => setZoom(Number(e.target.value))} />
      </label>
    </Modal>
  );
}

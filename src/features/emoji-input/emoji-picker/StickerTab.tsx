// Sticker packs (loaded by boot after first paint). A picked sticker is fetched, uploaded as
// media and handed back as an attachment; further picks wait while that runs. Pack paths and file
// names come from the server's JSON: each sticker URL passes the URL policy or is left out.
import { useState } from 'react';
import type { StickerPack } from '../../../entities/instance';
import { url } from '../../../entities/coerce';
import type { Attachment } from '../../../entities/types';
import { useTranslation } from '../../../i18n/react';
import { useAppDispatch } from '../../../store/hooks';
import { Spinner } from '../../../ui/Spinner';
import { uploadSticker } from '../../../store/emojiInputThunks';

interface Props {
  packs: StickerPack[];
  onUploaded: (attachment: Attachment) => void;
  onFailed: (message: string) => void;
}

const stickerName = (file: string) => file.replace(/\.[^.]+$/, '').replace(/[_-]+/g, ' ');

export function StickerTab({ packs, onUploaded, onFailed }: Props) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [busy, setBusy] = useState(false);

  const pick = async (path: string) => {
    if (busy) return;
    setBusy(true);
    let attachment: Attachment;
    try {
      attachment = await dispatch(uploadSticker(path));
    } catch (e) {
      setBusy(false);
      // The server's reason; the form puts it after its own 'Upload failed.' line.
      onFailed((e as Error).message);
      return;
    }
    setBusy(false);
    onUploaded(attachment);
  };

  return (
    <div className="emoji-picker__stickers" aria-busy={busy}>
      {busy && <Spinner label={t('emoji.stickers.uploading')} />}
      {packs.map((pack) => (
        <section key={pack.pack} className="emoji-picker__section" aria-label={pack.meta.title}>
          <h3 className="emoji-picker__heading">{pack.meta.title}</h3>
          <div className="emoji-picker__sticker-grid">
            {pack.meta.files.map((file) => ({ file, src: url(`${pack.path}${file}`) })).filter((f) => f.src !== '').map(({ file, src }) => (
              <button
                key={file}
                type="button"
                className="emoji-picker__sticker"
                // aria-disabled, not disabled: the focused button keeps focus during the upload.
                aria-disabled={busy}
                aria-label={t('emoji.stickers.sticker', { name: stickerName(file) })}
                onClick={() => void pick(src)}
              >
                <img src={src} alt="" width={64} height={64} loading="lazy" />
              </button>
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}

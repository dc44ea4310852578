// The emoji picker's button and its pop-up beside the field: opened by the button, closed by a
// pick (unless "keep open"), by Escape or by a press outside the wrapper. The panel is its own
// chunk, loaded when the button is first pressed.
import { Suspense, useCallback, useId, useRef, useState, type RefObject } from 'react';
import type { CustomEmoji } from '../../entities/instance';
import type { Attachment } from '../../entities/types';
import { useTranslation } from '../../i18n/react';
import { Floating } from '../../ui/Floating';
import { Icon } from '../../ui/Icon';
import { lazyChunk } from '../../ui/lazyChunk';
import { Spinner } from '../../ui/Spinner';
import { usePressOutside } from '../../ui/usePressOutside';

const EmojiPicker = lazyChunk(() => import('./emoji-picker/EmojiPicker'));

interface Props {
  /** The field's wrapper: the pop-up sits beside it, and a press outside it closes the pop-up. */
  wrapper: RefObject<HTMLDivElement | null>;
  /** `keepOpen`: the picker stays open after this pick (the field keeps no focus then). */
  onPick: (emoji: CustomEmoji, keepOpen: boolean) => void;
  enableStickers: boolean;
  onStickerUploaded?: (attachment: Attachment) => void;
  onStickerUploadFailed?: (message: string) => void;
}

export function PickerPopover({ wrapper, onPick, enableStickers, onStickerUploaded, onStickerUploadFailed }: Props) {
  const { t } = useTranslation();
  const button = useRef<HTMLButtonElement>(null);
  const pickerId = useId();
  const [open, setOpen] = useState(false);
  const [keepOpen, setKeepOpen] = useState(false);

  const close = useCallback((focusButton: boolean) => {
    setOpen(false);
    if (focusButton) button.current?.focus();
  }, []);

  usePressOutside(wrapper, open, useCallback(() => setOpen(false), []));

  const pick = (emoji: CustomEmoji) => {
    if (!keepOpen) setOpen(false);
    onPick(emoji, keepOpen);
  };

  return (
    <>
      <button
        ref={button}
        type="button"
        className="emoji-input__picker-button"
        aria-label={t('emoji.picker.open')}
        title={t('emoji.picker.open')}
        aria-expanded={open}
        aria-controls={open ? pickerId : undefined}
        // The insert position is kept by the field's change/select events.
        onClick={() => setOpen(!open)}
      >
        <Icon name="smile" size={18} />
      </button>
      {open && (
        <Floating anchor={wrapper} matchWidth className="emoji-input__picker-layer">
          <Suspense
            fallback={
              <div className="emoji-picker emoji-picker--loading">
                <Spinner label={t('emoji.picker.loading')} />
              </div>
            }
          >
            <EmojiPicker
              id={pickerId}
              onPick={pick}
              onClose={() => close(true)}
              keepOpen={keepOpen}
              onKeepOpenChange={setKeepOpen}
              enableStickers={enableStickers}
              onStickerUploaded={(attachment) => {
                onStickerUploaded?.(attachment);
                if (!keepOpen) close(true);
              }}
              onStickerUploadFailed={(message) => onStickerUploadFailed?.(message)}
            />
          </Suspense>
        </Floating>
      )}
    </>
  );
}

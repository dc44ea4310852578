// The emoji picker panel (lazy chunk): emoji and, when enabled and the instance has any, stickers;
// a 'keep open' checkbox below both. Escape closes it and hands focus back to the picker button.
import { useId, useState, type KeyboardEvent } from 'react';
import type { CustomEmoji } from '../../../entities/instance';
import type { Attachment } from '../../../entities/types';
import { useTranslation } from '../../../i18n/react';
import { useAppSelector } from '../../../store/hooks';
import { selectInstance } from '../../../store/instanceSlice';
import { Tabs } from '../../../ui/Tabs';
import { EmojiTab } from './EmojiTab';
import { StickerTab } from './StickerTab';
import './EmojiPicker.css';

export interface EmojiPickerProps {
  id: string;
  onPick: (emoji: CustomEmoji) => void;
  onClose: () => void;
  keepOpen: boolean;
  onKeepOpenChange: (keep: boolean) => void;
  enableStickers: boolean;
  onStickerUploaded: (attachment: Attachment) => void;
  onStickerUploadFailed: (message: string) => void;
}

export default function EmojiPicker({
  id,
  onPick,
  onClose,
  keepOpen,
  onKeepOpenChange,
  enableStickers,
  onStickerUploaded,
  onStickerUploadFailed,
}: EmojiPickerProps) {
  const { t } = useTranslation();
  const stickers = useAppSelector((s) => selectInstance(s).stickers);
  const [tab, setTab] = useState<'emoji' | 'stickers'>('emoji');
  const keepOpenId = useId();
  const showStickers = enableStickers && stickers.length > 0;

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    event.stopPropagation();
    onClose();
  };

  const emojiTab = <EmojiTab onPick={onPick} />;
  return (
    <div id={id} role="dialog" aria-label={t('emoji.picker.label')} className="emoji-picker" onKeyDown={onKeyDown}>
      {showStickers ? (
        <Tabs
          label={t('emoji.picker.tabs')}
          active={tab}
          onChange={(next) => setTab(next as 'emoji' | 'stickers')}
          tabs={[
            { id: 'emoji', label: t('emoji.picker.emoji_tab') },
            { id: 'stickers', label: t('emoji.stickers.tab') },
          ]}
        >
          {tab === 'emoji' ? (
            emojiTab
          ) : (
            <StickerTab packs={stickers} onUploaded={onStickerUploaded} onFailed={onStickerUploadFailed} />
          )}
        </Tabs>
      ) : (
        emojiTab
      )}
      <div className="emoji-picker__footer">
        <input id={keepOpenId} type="checkbox" checked={keepOpen} onChange={(e) => onKeepOpenChange(e.target.checked)} />
        <label htmlFor={keepOpenId}>{t('emoji.picker.keep_open')}</label>
      </div>
    </div>
  );
}

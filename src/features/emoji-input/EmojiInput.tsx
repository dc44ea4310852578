// A text field with ':' emoji / '@' account suggestions (useSuggestionCombobox) and, beside it,
// the emoji picker (PickerPopover), which inserts at the field's last selection.
import { useRef, type ReactNode } from 'react';
import type { CustomEmoji } from '../../entities/instance';
import type { Attachment } from '../../entities/types';
import { useTranslation } from '../../i18n/react';
import { selectConfig } from '../../store/configSlice';
import { useAppSelector } from '../../store/hooks';
import { PickerPopover } from './PickerPopover';
import { SuggestionList } from './SuggestionList';
import { useSuggestionCombobox, type EmojiFieldProps } from './useSuggestionCombobox';
import { insertAtSelection } from './wordAtCaret';
import './EmojiInput.css';

export type { EmojiFieldProps };

export interface EmojiInputProps {
  value: string;
  onChange: (value: string) => void;
  /** ':' emoji suggestions (always) and '@' account suggestions when true. */
  suggestAccounts?: boolean;
  /** Show the emoji picker button beside the field. */
  enableEmojiPicker?: boolean;
  /** Show the stickers tab in the picker; a chosen sticker is uploaded and handed back. */
  enableStickerPicker?: boolean;
  onStickerUploaded?: (attachment: Attachment) => void;
  onStickerUploadFailed?: (message: string) => void;
  /** Told whenever the suggestion list opens or closes: an open list blocks submit. */
  onSuggestionsOpenChange?: (open: boolean) => void;
  className?: string;
  children: (field: EmojiFieldProps) => ReactNode;
}

/** Wraps a text field with ':' emoji / '@' account autocomplete and the emoji picker. */
export default function EmojiInput({
  value,
  onChange,
  suggestAccounts = false,
  enableEmojiPicker = false,
  enableStickerPicker = false,
  onStickerUploaded,
  onStickerUploadFailed,
  onSuggestionsOpenChange,
  className,
  children,
}: EmojiInputProps) {
  const { t } = useTranslation();
  const padEmoji = useAppSelector((s) => selectConfig(s).padEmoji);
  const wrapper = useRef<HTMLDivElement>(null);
  const { field, listId, suggestions, choose, selection, pendingCaret } = useSuggestionCombobox(
    value,
    onChange,
    suggestAccounts,
    onSuggestionsOpenChange,
  );
  const { open } = suggestions;

  const insertEmoji = (emoji: CustomEmoji, keepOpen: boolean) => {
    const sel = selection.current ?? { start: value.length, end: value.length };
    const next = insertAtSelection(value, sel.start, sel.end, emoji.replacement, padEmoji);
    selection.current = { start: next.caret, end: next.caret };
    // A closing picker hands the focus back to the field, after the insert.
    if (!keepOpen) pendingCaret.current = next.caret;
    onChange(next.text);
  };

  return (
    <div
      ref={wrapper}
      className={['emoji-input', enableEmojiPicker && 'emoji-input--with-picker', className].filter(Boolean).join(' ')}
    >
      {children(field)}
      {enableEmojiPicker && (
        <PickerPopover
          wrapper={wrapper}
          onPick={insertEmoji}
          enableStickers={enableStickerPicker}
          onStickerUploaded={onStickerUploaded}
          onStickerUploadFailed={onStickerUploadFailed}
        />
      )}
      {open && (
        <SuggestionList
          id={listId}
          anchor={wrapper}
          items={suggestions.items}
          activeIndex={suggestions.activeIndex}
          onPick={choose}
          onHover={suggestions.setActive}
        />
      )}
      <span className="visually-hidden" role="status">
        {open ? t('emoji.suggestions.count', { count: suggestions.items.length }) : ''}
      </span>
    </div>
  );
}

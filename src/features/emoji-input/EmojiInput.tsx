import { Suspense, useCallback, useEffect, useId, useLayoutEffect, useRef, useState, type ChangeEvent, type KeyboardEvent, type ReactNode, type Ref } from 'react';
import { lazyChunk } from '../../ui/lazyChunk';
import type { CustomEmoji } from '../../entities/instance';
import type { Attachment } from '../../entities/types';
import { useTranslation } from '../../i18n/react';
import { selectConfig } from '../../store/configSlice';
import { useAppSelector } from '../../store/hooks';
import { Floating } from '../../ui/Floating';
import { Icon } from '../../ui/Icon';
import { Spinner } from '../../ui/Spinner';
import { optionId, SuggestionList } from './SuggestionList';
import { useSuggestions, type Suggestion } from './useSuggestions';
import { insertAtSelection, replaceRange } from './wordAtCaret';
import './EmojiInput.css';

// The picker panel is its own chunk: it loads when the button is first pressed.
const EmojiPicker = lazyChunk(() => import('./emoji-picker/EmojiPicker'));

/** What EmojiInput hands to the field it wraps (an <input> or a <textarea>). */
export interface EmojiFieldProps {
  ref: Ref<HTMLInputElement & HTMLTextAreaElement>;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  onKeyDown?: (event: KeyboardEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  onBlur?: () => void;
  onSelect?: () => void;
  /** 'combobox' on an <input> only (a textarea may not take the role; it keeps the textbox role). */
  role?: 'combobox';
  'aria-autocomplete'?: 'list';
  'aria-controls'?: string;
  'aria-expanded'?: boolean;
  'aria-activedescendant'?: string;
}

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

type Field = HTMLInputElement & HTMLTextAreaElement;

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
  const ref = useRef<Field>(null);
  const wrapper = useRef<HTMLDivElement>(null);
  const pickerButton = useRef<HTMLButtonElement>(null);
  const listId = useId();
  const pickerId = useId();

  // Caret while the field has focus (null: no suggestions); the last selection for the picker.
  const [caret, setCaret] = useState<number | null>(null);
  const selection = useRef<{ start: number; end: number } | null>(null);
  // After a replacement the new value arrives through props; then the caret is put back.
  const pendingCaret = useRef<number | null>(null);
  const [isInput, setIsInput] = useState(false);
  const [pickerOpen, setPickerOpen] = useState(false);
  const [keepOpen, setKeepOpen] = useState(false);

  const suggestions = useSuggestions(value, caret, suggestAccounts);
  const { open } = suggestions;

  useLayoutEffect(() => {
    setIsInput(ref.current instanceof HTMLInputElement);
  }, []);

  useLayoutEffect(() => {
    const el = ref.current;
    const pos = pendingCaret.current;
    if (!el || pos === null) return;
    pendingCaret.current = null;
    el.focus();
    el.setSelectionRange(pos, pos);
    setCaret(pos);
  }, [value]);

  const notified = useRef(false);
  const notify = useRef(onSuggestionsOpenChange);
  notify.current = onSuggestionsOpenChange;
  useEffect(() => {
    if (notified.current === open) return;
    notified.current = open;
    notify.current?.(open);
  }, [open]);
  // A field that goes away with its list open must not keep blocking the submit.
  useEffect(
    () => () => {
      if (notified.current) notify.current?.(false);
    },
    [],
  );

  /** Remembers where the picker inserts (a field never focused inserts at the end). */
  const readCaret = () => {
    const el = ref.current;
    if (!el) return;
    const start = el.selectionStart ?? el.value.length;
    const end = el.selectionEnd ?? start;
    selection.current = { start, end };
    setCaret(start === end ? end : null);
  };

  const choose = (item: Suggestion) => {
    const word = suggestions.word;
    if (!word) return;
    // One space after the insert, unless one already follows; the caret goes after it.
    const spaced = /^\s/.test(value.slice(word.end)) ? item.insert : `${item.insert} `;
    const next = replaceRange(value, word.start, word.end, spaced);
    const caretAfter = spaced === item.insert ? next.caret + 1 : next.caret;
    pendingCaret.current = caretAfter;
    selection.current = { start: caretAfter, end: caretAfter };
    onChange(next.text);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    if (!open) return;
    const modified = event.ctrlKey || event.metaKey || event.altKey;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      suggestions.move(event.key === 'ArrowDown' ? 1 : -1);
    } else if ((event.key === 'Enter' && !modified && !event.shiftKey) || (event.key === 'Tab' && !event.shiftKey && !modified)) {
      event.preventDefault();
      const item = suggestions.items[suggestions.activeIndex];
      if (item) choose(item);
    } else if (event.key === 'Escape') {
      // Close the list only; a surrounding modal stays open.
      event.preventDefault();
      event.stopPropagation();
      suggestions.dismiss();
    }
  };

  const closePicker = useCallback((focusButton: boolean) => {
    setPickerOpen(false);
    if (focusButton) pickerButton.current?.focus();
  }, []);

  useEffect(() => {
    if (!pickerOpen) return;
    const onPointerDown = (event: Event) => {
      if (wrapper.current && !wrapper.current.contains(event.target as Node)) setPickerOpen(false);
    };
    document.addEventListener('mousedown', onPointerDown);
    document.addEventListener('touchstart', onPointerDown);
    return () => {
      document.removeEventListener('mousedown', onPointerDown);
      document.removeEventListener('touchstart', onPointerDown);
    };
  }, [pickerOpen]);

  const insertEmoji = (emoji: CustomEmoji) => {
    const sel = selection.current ?? { start: value.length, end: value.length };
    const next = insertAtSelection(value, sel.start, sel.end, emoji.replacement, padEmoji);
    selection.current = { start: next.caret, end: next.caret };
    if (!keepOpen) {
      setPickerOpen(false);
      pendingCaret.current = next.caret;
    }
    onChange(next.text);
  };

  const stickerDone = () => {
    if (!keepOpen) closePicker(true);
  };

  const activeId = open ? optionId(listId, suggestions.activeIndex) : undefined;
  const field: EmojiFieldProps = {
    ref,
    value,
    onChange: (event) => {
      const el = event.target;
      const pos = el.selectionStart ?? el.value.length;
      selection.current = { start: pos, end: el.selectionEnd ?? pos };
      setCaret(pos);
      onChange(el.value);
    },
    onKeyDown,
    // React's select event also fires for caret moves by key and click.
    onSelect: readCaret,
    onBlur: () => setCaret(null),
    'aria-autocomplete': 'list',
    'aria-controls': open ? listId : undefined,
    'aria-activedescendant': activeId,
    // aria-expanded is only valid with the combobox role, which only an <input> may take.
    ...(isInput ? { role: 'combobox' as const, 'aria-expanded': open } : {}),
  };

  return (
    <div
      ref={wrapper}
      className={['emoji-input', enableEmojiPicker && 'emoji-input--with-picker', className].filter(Boolean).join(' ')}
    >
      {children(field)}
      {enableEmojiPicker && (
        <button
          ref={pickerButton}
          type="button"
          className="emoji-input__picker-button"
          aria-label={t('emoji.picker.open')}
          title={t('emoji.picker.open')}
          aria-expanded={pickerOpen}
          aria-controls={pickerOpen ? pickerId : undefined}
          // The insert position is kept by the field's change/select events.
          onClick={() => setPickerOpen(!pickerOpen)}
        >
          <Icon name="smile" size={18} />
        </button>
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
      {pickerOpen && (
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
              onPick={insertEmoji}
              onClose={() => closePicker(true)}
              keepOpen={keepOpen}
              onKeepOpenChange={setKeepOpen}
              enableStickers={enableStickerPicker}
              onStickerUploaded={(attachment) => {
                onStickerUploaded?.(attachment);
                stickerDone();
              }}
              onStickerUploadFailed={(message) => onStickerUploadFailed?.(message)}
            />
          </Suspense>
        </Floating>
      )}
    </div>
  );
}

import { useId, useState } from 'react';
import { useTranslation } from '../../i18n/react';
import { isSafeFontFamily } from '../../lib/theme/compile';
import { FONT_DEFAULTS } from '../../lib/theme/slots';
import { FALLBACK_FONTS, localFontFamilies } from './systemFonts';
import { ThemeField } from './ThemeField';
import type { ThemeDraft } from './useThemeDraft';

function FontField({ fontKey, draft, listId }: { fontKey: string; draft: ThemeDraft; listId: string }) {
  const { t } = useTranslation();
  const current = draft.source.fonts[fontKey]?.family ?? '';
  const [text, setText] = useState(current);
  const [shown, setShown] = useState(current);
  if (current !== shown) {
    setShown(current);
    if (text.trim() !== current) setText(current);
  }
  const invalid = text.trim() !== '' && !isSafeFontFamily(text);
  const name = t(`theme.fonts.${fontKey}`);
  const onChange = (value: string) => {
    setText(value);
    if (value.trim() === '') draft.reset('fonts', fontKey);
    else if (isSafeFontFamily(value)) draft.set('fonts', fontKey, { family: value.trim() });
  };
  return (
    <ThemeField
      label={name}
      edited={draft.isEdited('fonts', fontKey)}
      onReset={() => draft.reset('fonts', fontKey)}
      error={invalid ? t('theme.fonts.invalid') : null}
    >
      {(field) => (
        <input
          {...field}
          type="text"
          className="theme-field__text theme-field__font"
          list={listId}
          value={text}
          placeholder={FONT_DEFAULTS[fontKey].startsWith('var(') ? t('theme.fonts.same_as_interface') : FONT_DEFAULTS[fontKey]}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
    </ThemeField>
  );
}

/** Interface, input, post and code fonts; the list offers the fonts installed where allowed. */
export function FontsSection({ draft }: { draft: ThemeDraft }) {
  const { t } = useTranslation();
  const listId = useId();
  const [fonts, setFonts] = useState<string[]>(FALLBACK_FONTS);
  const [note, setNote] = useState<string | null>(null);
  const canQuery = typeof window !== 'undefined' && 'queryLocalFonts' in window;
  const loadSystemFonts = async () => {
    const found = await localFontFamilies();
    if (found.length) setFonts(found);
    setNote(found.length ? t('theme.fonts.system_loaded', { count: found.length }) : t('theme.fonts.system_unavailable'));
  };
  return (
    <div className="theme-section">
      <datalist id={listId}>
        {fonts.map((f) => (
          <option key={f} value={f} />
        ))}
      </datalist>
      <div className="theme-grid">
        {Object.keys(FONT_DEFAULTS).map((key) => (
          <FontField key={key} fontKey={key} draft={draft} listId={listId} />
        ))}
      </div>
      {canQuery && (
        <button type="button" onClick={() => void loadSystemFonts()}>
          {t('theme.fonts.load_system')}
        </button>
      )}
      {note && (
        <p className="faint" role="status">
          {note}
        </p>
      )}
    </div>
  );
}

import { useState } from 'react';
import { useTranslation } from '../../i18n/react';
import { toHex } from '../../lib/color';
import { ContrastHints } from './ContrastHints';
import { normalizeCssColor } from './cssColor';
import { ThemeField } from './ThemeField';
import type { ThemeDraft } from './useThemeDraft';

/**
 * One colour: a picker and a text field that takes any CSS colour. A valid value shows in the
 * preview at once; an invalid one stays in the field with a message and changes nothing.
 */
export function ColorField({ slot, draft }: { slot: string; draft: ThemeDraft }) {
  const { t } = useTranslation();
  const current = toHex(draft.colors[slot]);
  const [text, setText] = useState(current);
  const [shown, setShown] = useState(current);
  // A change from outside (reset, another theme) replaces what the field shows.
  if (current !== shown) {
    setShown(current);
    if (normalizeCssColor(text) !== current) setText(current);
  }
  const invalid = normalizeCssColor(text) === null;
  const name = t(`theme.colors.${slot}`);

  const onText = (value: string) => {
    setText(value);
    const hex = normalizeCssColor(value);
    if (hex) draft.setColor(slot, hex);
  };

  return (
    <ThemeField
      label={name}
      edited={draft.isEdited('colors', slot)}
      onReset={() => draft.reset('colors', slot)}
      error={invalid ? t('theme.invalid_color') : null}
      below={<ContrastHints slot={slot} draft={draft} />}
    >
      {(field) => (
        <>
          <input
            type="color"
            className="theme-field__picker"
            aria-label={t('theme.color_picker', { name })}
            value={current.slice(0, 7)}
            onChange={(e) => onText(e.target.value)}
          />
          <input
            {...field}
            type="text"
            className="theme-field__text"
            value={text}
            spellCheck={false}
            onChange={(e) => onText(e.target.value)}
          />
        </>
      )}
    </ThemeField>
  );
}

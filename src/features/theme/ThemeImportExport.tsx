import { useRef } from 'react';
import { useTranslation } from '../../i18n/react';
import { readLimitedFile } from '../../lib/jsonLimits';
import { exportThemeFile, readThemeText, type ThemeImport } from '../../lib/theme/themeFile';
import type { ThemeSource } from '../../lib/theme/types';
import { downloadJson } from '../../ui/download';

interface Props {
  source: ThemeSource;
  /** The result of reading a chosen file; the caller loads it or shows why not. */
  onImport: (result: ThemeImport) => void;
}

/** Export the edited theme as a Starling theme file; import a Starling or Pleroma-FE v2 file. */
export function ThemeImportExport({ source, onImport }: Props) {
  const { t } = useTranslation();
  const fileInput = useRef<HTMLInputElement>(null);
  const onFile = async (file: File | undefined) => {
    if (!file) return;
    // A file too large is refused by its size, before it is read.
    const read = await readLimitedFile(file);
    if (!read.ok) return onImport({ ok: false, error: { key: read.reason === 'too_large' ? 'theme.import.too_large' : 'theme.import.read_failed' } });
    onImport(readThemeText(read.text));
  };
  return (
    <div className="theme-editor__files">
      <button type="button" onClick={() => downloadJson('starling-theme.json', exportThemeFile(source))}>
        {t('theme.export')}
      </button>
      <button type="button" onClick={() => fileInput.current?.click()}>
        {t('theme.import_file')}
      </button>
      <input
        ref={fileInput}
        type="file"
        accept="application/json,.json"
        hidden
        data-testid="theme-import-input"
        onChange={(e) => {
          void onFile(e.target.files?.[0]);
          e.target.value = '';
        }}
      />
    </div>
  );
}

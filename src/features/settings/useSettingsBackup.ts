// Export and restore of the preferences: the file goes out as a download; a file
// coming in is checked first and changes nothing unless it is a valid settings file.
import { useState } from 'react';
import { configLoaded, selectConfig, selectEffectiveConfig } from '../../store/configSlice';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { readLimitedFile } from '../../lib/jsonLimits';
import { droppedNames } from '../../lib/shapeCheck';
import { downloadJson } from '../../ui/download';
import { checkSettingsFile, exportSettings } from './backup';

export interface BackupMessage {
  level: 'error' | 'warning' | 'ok';
  key: string;
  args: unknown[];
}

export function useSettingsBackup(onReport: (ok: boolean) => void) {
  const dispatch = useAppDispatch();
  const config = useAppSelector(selectConfig);
  // The file carries effective values, so a restore also resets options left at the instance default.
  const effective = useAppSelector(selectEffectiveConfig);
  const [message, setMessage] = useState<BackupMessage | null>(null);

  const backup = (withTheme: boolean) => {
    setMessage(null);
    downloadJson(withTheme ? 'starling_settings_with_theme.json' : 'starling_settings.json', exportSettings(effective, withTheme));
  };

  const restore = async (file: File) => {
    // A file too large is refused by its size, before it is read.
    const read = await readLimitedFile(file);
    if (!read.ok) {
      const key = read.reason === 'too_large' ? 'settings.file_import_export.errors.too_large' : 'settings.invalid_settings_imported';
      setMessage({ level: 'error', key, args: [] });
      onReport(false);
      return;
    }
    const result = checkSettingsFile(read.text);
    if (!result.ok) {
      setMessage({ level: 'error', key: result.key, args: result.args });
      onReport(false);
      return;
    }
    dispatch(configLoaded({ ...config, ...result.values }));
    // Say so where the file was chosen: the header's short "saved" is easy to miss. What the
    // validator dropped is named, so a person knows which settings did not come back.
    if (result.dropped.length > 0) {
      setMessage({ level: 'warning', key: 'settings.file_import_export.dropped', args: [droppedNames(result.dropped)] });
    } else {
      setMessage(result.warning ? { level: 'warning', ...result.warning } : { level: 'ok', key: 'settings.file_import_export.restored', args: [] });
    }
    onReport(true);
  };

  return { backup, restore, message };
}

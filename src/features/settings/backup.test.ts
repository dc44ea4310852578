import { defaultPreferences } from '../../store/preferences';
import { checkSettingsFile, exportSettings } from './backup';

describe('settings backup', () => {
  const config = { ...defaultPreferences(), hideNsfw: false, colors: { bg: '#000' }, customTheme: { x: 1 } };

  it('exports with the version, and without the theme keys unless asked', () => {
    const plain = exportSettings(config, false);
    expect(plain._pleroma_settings_version).toEqual([1, 0]);
    expect(plain.hideNsfw).toBe(false);
    expect(plain).not.toHaveProperty('colors');
    expect(plain).not.toHaveProperty('customTheme');
    expect(plain).not.toHaveProperty('customThemeSource');
    expect(exportSettings(config, true)).toMatchObject({ colors: { bg: '#000' }, customTheme: { x: 1 } });
  });

  it('reads an export back, keeping only known keys of the right type', () => {
    const file = JSON.stringify({ ...exportSettings(config, true), bogus: 1, maxThumbnails: 'many' });
    const result = checkSettingsFile(file);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.values.hideNsfw).toBe(false);
    expect(result.values).not.toHaveProperty('bogus');
    expect(result.values).not.toHaveProperty('maxThumbnails');
    expect(result.warning).toBeNull();
  });

  it('rejects what is not a settings file, and checks the version', () => {
    expect(checkSettingsFile('not json')).toMatchObject({ ok: false, key: 'settings.file_import_export.invalid_file' });
    expect(checkSettingsFile('{"hideNsfw": false}')).toMatchObject({ ok: false, key: 'settings.file_import_export.invalid_file' });
    expect(checkSettingsFile('{"_pleroma_settings_version": "1"}')).toMatchObject({ ok: false, key: 'settings.file_import_export.invalid_file' });
    expect(checkSettingsFile('{"_pleroma_settings_version": [2, 0]}')).toMatchObject({ ok: false, key: 'settings.file_import_export.errors.file_too_new', args: [2, 1] });
    expect(checkSettingsFile('{"_pleroma_settings_version": [0, 9]}')).toMatchObject({ ok: false, key: 'settings.file_import_export.errors.file_too_old', args: [0, 1] });
    expect(checkSettingsFile('{"_pleroma_settings_version": [1, 0], "foo": 1}')).toMatchObject({ ok: false, key: 'settings.invalid_settings_imported' });
    const newer = checkSettingsFile('{"_pleroma_settings_version": [1, 3], "streaming": true}');
    expect(newer).toMatchObject({ ok: true, warning: { key: 'settings.file_import_export.errors.file_slightly_new' } });
  });
});

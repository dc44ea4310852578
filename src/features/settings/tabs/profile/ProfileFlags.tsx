// The profile's switches (locked, bot, discoverable, hiding follows/followers, role badge ...).
import { useTranslation } from '../../../../i18n/react';
import { PROFILE_FLAGS, type ProfileFlag } from './useProfileDraft';

export function ProfileFlags({ flags, onChange }: { flags: Record<ProfileFlag, boolean>; onChange: (flag: ProfileFlag, on: boolean) => void }) {
  const { t } = useTranslation();
  return (
    <ul className="settings-list">
      {PROFILE_FLAGS.map((flag) => (
        <li key={flag} className="settings-option">
          <label>
            <input type="checkbox" checked={flags[flag]} onChange={(e) => onChange(flag, e.target.checked)} /> {t(`settings.profile_flags.${flag}`)}
          </label>
        </li>
      ))}
    </ul>
  );
}

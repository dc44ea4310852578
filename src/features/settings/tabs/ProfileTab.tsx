// Profile: name, bio, pictures (each through the cropper), fields, switches and default scope,
// saved with update_credentials. A failed save keeps the draft and shows the server's text.
import { useId, useState, type FormEvent } from 'react';
import type { User, Visibility } from '../../../entities/types';
import { useTranslation } from '../../../i18n/react';
import { saveProfile } from '../../../store/accountSettingsThunks';
import { selectCurrentUser } from '../../../store/authSlice';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { selectInstance } from '../../../store/instanceSlice';
import { useSaveNotice } from '../saveNotice';
import { ImageField } from './profile/ImageField';
import { ProfileFields } from './profile/ProfileFields';
import { ProfileFlags } from './profile/ProfileFlags';
import { bodyOf, useProfileDraft } from './profile/useProfileDraft';

const SCOPES: Visibility[] = ['public', 'unlisted', 'private', 'direct'];

function ProfileForm({ user }: { user: User }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const report = useSaveNotice();
  const instance = useAppSelector(selectInstance);
  const [draft, setDraft] = useProfileDraft(user);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const id = useId();
  const limits = instance.fieldsLimits;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    const outcome = await dispatch(saveProfile(bodyOf(draft)));
    setBusy(false);
    report(outcome.ok);
    setError(outcome.ok ? null : outcome.message || t('settings.saving_err'));
  };

  return (
    <div>
      <ImageField param="avatar" label={t('settings.avatar')} current={user.profile_image_url_original} limit={instance.avatarlimit} hint={t('settings.avatar_size_instruction')} />
      <ImageField param="header" label={t('settings.banner')} current={user.cover_photo} limit={instance.bannerlimit} />
      {instance.pleromaBackend && (
        <ImageField param="pleroma_background_image" label={t('settings.background')} current={user.background_image} limit={instance.backgroundlimit} />
      )}
      <form className="settings-form" onSubmit={(e) => void submit(e)}>
        <div className="field">
          <label htmlFor={`${id}-name`}>{t('settings.name')}</label>
          <input id={`${id}-name`} className="input" value={draft.name} onChange={(e) => setDraft({ ...draft, name: e.target.value })} />
        </div>
        <div className="field">
          <label htmlFor={`${id}-bio`}>{t('settings.bio')}</label>
          <textarea id={`${id}-bio`} className="input" rows={4} value={draft.bio} onChange={(e) => setDraft({ ...draft, bio: e.target.value })} />
        </div>
        <ProfileFields fields={draft.fields} max={limits.maxFields} nameLength={limits.nameLength} valueLength={limits.valueLength} onChange={(fields) => setDraft({ ...draft, fields })} />
        <ProfileFlags flags={draft.flags} onChange={(flag, on) => setDraft({ ...draft, flags: { ...draft.flags, [flag]: on } })} />
        <div className="field">
          <label htmlFor={`${id}-scope`}>{t('settings.default_scope')}</label>
          <select id={`${id}-scope`} className="input" value={draft.scope} onChange={(e) => setDraft({ ...draft, scope: e.target.value as Visibility })}>
            {SCOPES.map((scope) => (
              <option key={scope} value={scope}>
                {t(`settings.scope_${scope}`)}
              </option>
            ))}
          </select>
        </div>
        <div>
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {t('settings.save')}
          </button>
        </div>
        {error && (
          <p role="alert" className="settings-error">
            {error}
          </p>
        )}
      </form>
    </div>
  );
}

export default function ProfileTab() {
  const user = useAppSelector(selectCurrentUser);
  return user ? <ProfileForm key={user.id} user={user} /> : null;
}

// The captcha of the registration form (SPEC §5): `native` and `kocaptcha` show the picture and
// ask for the answer, clicking the picture fetches a new one; `none` asks nothing.
import { useId } from 'react';
import type { Captcha } from '../../entities/registration';
import { useTranslation } from '../../i18n/react';

interface Props {
  captcha: Captcha | null;
  loading: boolean;
  failed: boolean;
  solution: string;
  disabled: boolean;
  onSolution: (value: string) => void;
  onReload: () => void;
}

export function CaptchaField({ captcha, loading, failed, solution, disabled, onSolution, onReload }: Props) {
  const { t } = useTranslation();
  const id = useId();
  if (failed) {
    return (
      <div className="field registration__captcha" role="alert">
        <p>{t('registration.captcha_error')}</p>
        <button type="button" className="btn" onClick={onReload}>
          {t('registration.new_captcha')}
        </button>
      </div>
    );
  }
  if (!captcha || captcha.type === 'none') return loading ? <p className="faint">{t('registration.captcha_loading')}</p> : null;
  return (
    <div className="field registration__captcha">
      <label htmlFor={`${id}-answer`}>{t('registration.captcha')}</label>
      <button type="button" className="registration__captcha-image" onClick={onReload} disabled={disabled} aria-label={t('registration.new_captcha')} title={t('registration.new_captcha')}>
        <img src={captcha.url} alt={t('registration.captcha_image')} />
      </button>
      <input
        id={`${id}-answer`}
        className="input"
        name="captcha_solution"
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        value={solution}
        disabled={disabled}
        required
        onChange={(e) => onSolution(e.target.value)}
      />
    </div>
  );
}

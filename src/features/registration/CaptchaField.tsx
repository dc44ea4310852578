// The captcha of the registration form: `native` and `kocaptcha` show the picture and
// ask for the answer; a visible button (and a click on the picture) fetches a new one, and a live
// region says so; `none` asks nothing. The picture has a text alternative and the field says what
// to type, both tied to the input, with its error (aria-describedby, aria-invalid).
import { useEffect, useId, useRef, useState } from 'react';
import type { Captcha } from '../../entities/registration';
import { useTranslation } from '../../i18n/react';

interface Props {
  captcha: Captcha | null;
  loading: boolean;
  failed: boolean;
  solution: string;
  disabled: boolean;
  error?: string | null;
  onSolution: (value: string) => void;
  onReload: () => void;
}

/** "A new picture is shown", once per picture after the first (not on the page's first load). */
function useReloadNotice(token: string) {
  const first = useRef(token);
  const [notice, setNotice] = useState(false);
  useEffect(() => {
    if (token && first.current && token !== first.current) setNotice(true);
    if (!first.current) first.current = token;
  }, [token]);
  return notice;
}

export function CaptchaField({ captcha, loading, failed, solution, disabled, error, onSolution, onReload }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const picture = captcha && captcha.type !== 'none' ? captcha : null;
  const reloaded = useReloadNotice(picture?.token ?? '');
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
  if (!picture) return loading ? <p className="faint">{t('registration.captcha_loading')}</p> : null;
  const describedBy = `${id}-alt ${id}-hint${error ? ` ${id}-error` : ''}`;
  return (
    <div className="field registration__captcha">
      <label htmlFor={`${id}-answer`}>{t('registration.captcha')}</label>
      <div className="registration__captcha-row">
        {/* A click on the picture is a shortcut; the button beside it is the way for everyone. */}
        <img className="registration__captcha-image" src={picture.url} alt={t('registration.captcha_image')} onClick={disabled ? undefined : onReload} />
        <button type="button" className="btn" onClick={onReload} disabled={disabled || loading}>
          {t('registration.new_captcha')}
        </button>
      </div>
      <p id={`${id}-alt`} className="visually-hidden">
        {t('registration.captcha_image')}
      </p>
      <p id={`${id}-hint`} className="faint registration__hint">
        {t('registration.captcha_hint')}
      </p>
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
        aria-invalid={!!error}
        aria-describedby={describedBy}
        onChange={(e) => onSolution(e.target.value)}
      />
      {error && (
        <p id={`${id}-error`} className="registration__field-error">
          {error}
        </p>
      )}
      <span className="visually-hidden" role="status">
        {reloaded ? t('registration.captcha_reloaded') : ''}
      </span>
    </div>
  );
}

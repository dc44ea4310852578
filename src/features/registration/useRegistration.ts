// Registration: pending, then success (sign in with the returned token, go to friends),
// approval pending, check your email, or failure (messages kept, a new captcha loaded).
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../entities/apiError';
import type { Captcha } from '../../entities/registration';
import { setToken } from '../../store/authSlice';
import { loadCurrentUser } from '../../store/sessionThunks';
import { useAppDispatch } from '../../store/hooks';
import { submitRegistration } from '../../store/registrationThunks';
import { registrationParams, registrationServerErrors, type FormNeeds, type RegistrationForm, type ServerErrors } from './registrationRules';

export type RegistrationState = 'idle' | 'pending' | 'awaiting_approval' | 'check_email';

/** The server's errors by field; `general` may hold i18n keys (prefixed `key:`) for failures that carry no text. */
export type ErrorList = ServerErrors;

const NO_ERRORS: ErrorList = { fields: {}, general: [] };

export function useRegistration(needs: FormNeeds & { locale: string; token?: string }, onFailure: () => void) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [state, setState] = useState<RegistrationState>('idle');
  const [errors, setErrors] = useState<ErrorList>(NO_ERRORS);

  const submit = async (form: RegistrationForm, captcha: Captcha | null) => {
    setState('pending');
    setErrors(NO_ERRORS);
    const answer =
      captcha && captcha.type !== 'none'
        ? { captcha_solution: form.captchaSolution.trim(), captcha_token: captcha.token, captcha_answer_data: captcha.answerData }
        : {};
    try {
      const outcome = await dispatch(submitRegistration(registrationParams(form, needs, answer)));
      if (!outcome) throw new Error('Unexpected registration answer');
      if (outcome.kind === 'pending_approval') return setState('awaiting_approval');
      if (outcome.kind === 'check_email') return setState('check_email');
      dispatch(setToken(outcome.accessToken));
      await dispatch(loadCurrentUser(outcome.accessToken));
      navigate('/main/friends');
    } catch (e) {
      console.warn('Registration failed', e);
      const fromServer = e instanceof ApiError && e.status !== 0 ? registrationServerErrors(e.body) : null;
      const network = e instanceof ApiError && e.status === 0;
      setErrors(fromServer ?? { fields: {}, general: [network ? 'key:registration.network_error' : 'key:registration.generic_error'] });
      setState('idle');
      onFailure();
    }
  };

  return { state, errors, submit, dismissErrors: () => setErrors((errors) => ({ ...errors, general: [] })) };
}

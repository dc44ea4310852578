// Sign-up and password reset as thunks, so their screens never call the API themselves.
import { fetchCaptcha, registerAccount, requestPasswordReset, type RegistrationParams } from '../api/registration';
import { normalizeCaptcha, registrationOutcome, type Captcha } from '../entities/registration';
import { ensureAppToken } from './authThunks';
import type { AppThunk } from './index';

/** A new captcha from the server (Pleroma only: the caller asks the capability table first). */
export const loadCaptcha = (): AppThunk<Promise<Captcha>> => async () => normalizeCaptcha(await fetchCaptcha());

/** Registers with the app token; the server's answer read as an outcome (null when unreadable). Throws ApiError. */
export const submitRegistration =
  (params: RegistrationParams): AppThunk<Promise<ReturnType<typeof registrationOutcome>>> =>
  async (dispatch) => {
    const appToken = await dispatch(ensureAppToken());
    return registrationOutcome(await registerAccount(params, appToken));
  };

/** Asks the instance to mail a reset link; resolves with the HTTP status. Throws ApiError. */
export const sendPasswordReset =
  (email: string): AppThunk<Promise<number>> =>
  () =>
    requestPasswordReset(email);

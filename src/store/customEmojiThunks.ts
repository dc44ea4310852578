// The custom emoji the picker offers: Pleroma's emoji.json, or /api/v1/custom_emojis elsewhere.
import { fetchCustomEmoji } from '../api/instance';
import { normalizeCustomEmoji } from '../entities/customEmoji';
import { selectUserToken } from './authSlice';
import { instanceSettingsMerged } from './instanceSlice';
import type { AppThunk } from './index';

/**
 * GoToSocial lists its emoji to signed-in people only (401 otherwise), and a visitor composes
 * nothing: off Pleroma the list is asked for with the user's token, and only when there is one.
 */
export const loadCustomEmoji = (): AppThunk<Promise<void>> => async (dispatch, getState) => {
  const pleroma = getState().instance.pleromaBackend;
  const token = selectUserToken(getState());
  if (!pleroma && !token) return;
  const raw = await fetchCustomEmoji(pleroma, pleroma ? null : token);
  dispatch(instanceSettingsMerged({ customEmoji: normalizeCustomEmoji(raw) }));
};

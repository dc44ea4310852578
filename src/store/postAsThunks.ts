// Posting as another signed-in account from the compose form: the post goes to that
// account's instance with its token; a reply first finds the replied-to post there. Nothing is
// posted half: media (uploaded by the active account) and quotes are not sent this way, and a
// failure leaves the form's text as it was. The active account and its timelines stay as they are.
import { ApiError } from '../api/http';
import { postStatusAt } from '../api/accountsElsewhere';
import type { PostStatusParams } from '../entities/postStatusParams';
import type { Status } from '../entities/types';
import { qualifyMentions } from '../lib/qualifyMentions';
import { accountHandle, accountKey } from './accounts';
import { statusIdAt } from './accountsResolve';
import { activeOrigin, loadAccountList, markSignInAgain } from './accountsThunks';
import { pushNotice } from './noticesSlice';
import type { AppThunk } from './index';

const POSTED_NOTICE_MS = 5000;

export type PostAsOutcome =
  | { kind: 'posted'; acct: string }
  | { kind: 'error'; messageKey: string; args?: Record<string, string> };

const failed = (message: string): PostAsOutcome => ({ kind: 'error', messageKey: 'post_status.error', args: { message } });

export const postAsAccount =
  (key: string, params: PostStatusParams, idempotencyKey: string, replyTo: Status | null): AppThunk<Promise<PostAsOutcome>> =>
  async (dispatch, getState) => {
    const account = loadAccountList().accounts.find((a) => accountKey(a) === key);
    // The form never asks for these; were it to, nothing is sent rather than a post without them.
    if (!account || params.mediaIds.length > 0 || params.quote || params.scheduledAt) return { kind: 'error', messageKey: 'accounts.act_failed' };
    try {
      const here = activeOrigin(getState());
      const inReplyToId = replyTo ? await statusIdAt(account, replyTo, here) : null;
      if (replyTo && !inReplyToId) return { kind: 'error', messageKey: 'accounts.not_found_there' };
      // '@nick' was written here: on another instance it names this instance's nick.
      const status = account.origin === here ? params.status : qualifyMentions(params.status, new URL(here).host);
      const raw = await postStatusAt(account.origin, account.token, { ...params, status, inReplyToId, preview: false }, idempotencyKey);
      // A post answer carrying an error field is that error, even with a 2xx.
      const error = (raw as { error?: unknown } | null)?.error;
      if (typeof error === 'string') return failed(error);
      const acct = accountHandle(account);
      dispatch(pushNotice({ messageKey: 'accounts.posted_as', messageArgs: { acct }, level: 'success', timeout: POSTED_NOTICE_MS }));
      return { kind: 'posted', acct };
    } catch (e) {
      if (e instanceof ApiError && e.status === 401) {
        markSignInAgain(key);
        return { kind: 'error', messageKey: 'accounts.sign_in_again' };
      }
      if (e instanceof ApiError && e.status === 404 && replyTo) return { kind: 'error', messageKey: 'accounts.not_found_there' };
      if (e instanceof TypeError || (e instanceof ApiError && e.status === 0)) return { kind: 'error', messageKey: 'accounts.unreachable' };
      return failed(e instanceof ApiError ? (e.serverMessage ?? e.message) : String(e));
    }
  };

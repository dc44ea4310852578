// The current-password check every account-security write starts with (Pleroma: 403 "Invalid password.").
import { verifyPassword } from '../crypto.js';
import type { UserRow } from '../db/users.js';
import { ApiError } from '../http/errors.js';

export function checkPassword(user: UserRow, password: string | undefined): void {
  if (!password || !verifyPassword(password, user.password_hash)) throw new ApiError(403, 'Invalid password.');
}

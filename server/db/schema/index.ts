// Schema migrations, applied in order by db/open.ts; PRAGMA user_version records how many ran.
// One file per migration after the first, which is split by subject and run as one. Times are
// stored as integer milliseconds since the epoch. Status ids are time-derived integers
// (Store.nextStatusId) so ORDER BY id is ORDER BY time. A new migration goes at the end.
import { USERS } from './base-users.js';
import { OAUTH } from './base-oauth.js';
import { STATUSES } from './base-statuses.js';
import { RELATIONS } from './base-relations.js';
import { MESSAGING } from './base-messaging.js';
import { REGISTRATION } from './v02-registration.js';
import { CHAT_LOOKUPS } from './v03-chat-lookups.js';
import { MARKERS } from './v04-markers.js';
import { PKCE } from './v05-pkce.js';
import { MFA_STEPS } from './v06-mfa-steps.js';
import { FOLDERS_ANNOUNCEMENTS } from './v07-folders-announcements.js';
import { FILTERS } from './v08-filters.js';
import { LISTS_TAGS } from './v09-lists-tags.js';
import { EDITS } from './v10-edits.js';
import { QUOTES } from './v11-quotes.js';
import { SCHEDULED } from './v12-scheduled.js';

export const MIGRATIONS: string[] = [
  [USERS, OAUTH, STATUSES, RELATIONS, MESSAGING].join(''),
  REGISTRATION,
  CHAT_LOOKUPS,
  MARKERS,
  PKCE,
  MFA_STEPS,
  FOLDERS_ANNOUNCEMENTS,
  FILTERS,
  LISTS_TAGS,
  EDITS,
  QUOTES,
  SCHEDULED,
];

// Pure compose rules (posts, polls, uploads). No React, no store: the form
// and the tests both call these.
import type { PollLimits, SubjectLineBehavior } from '../../entities/instance';
import type { Visibility } from '../../entities/types';
import type { DraftPoll } from '../../store/draftsSlice';
import { fileSizeFormat, type FileSizeUnit } from '../../lib/fileSize';

export const SCOPES: Visibility[] = ['direct', 'private', 'unlisted', 'public'];
export const DEFAULT_POLL_EXPIRY_S = 600;
export const INITIAL_POLL_OPTIONS = 2;
export const PREVIEW_DEBOUNCE_MS = 500;
export const DROP_INDICATOR_MS = 500;

/** Characters count by code point, as the server counts them. */
export const charCount = (s: string): number => [...s].length;

/** Remaining characters of the text limit (subject plus text); null when there is no limit. */
export function charsLeft(text: string, subject: string, limit: number): number | null {
  if (!(limit > 0)) return null;
  return limit - charCount(text) - charCount(subject);
}

export const isOverLength = (text: string, subject: string, limit: number): boolean =>
  (charsLeft(text, subject, limit) ?? 0) < 0;

/** No text (blank) and no files: 'post_status.empty_status_error'. A poll alone is not a post. */
export const isEmptyPost = (text: string, fileCount: number): boolean => text.trim() === '' && fileCount === 0;

/** The subject of a reply by the subject-line behaviour: email adds 're: ', masto keeps, noop drops. */
export function replySubject(original: string, behavior: SubjectLineBehavior): string {
  if (!original || behavior === 'noop') return '';
  if (behavior === 'masto') return original;
  return /^re:/i.test(original) ? original : `re: ${original}`;
}

interface ScopeInput {
  minimalScopesMode: boolean;
  userDefault: Visibility;
  current: Visibility;
  /** The scope of the status replied to, if any. */
  replyTo?: Visibility | null;
}

/** The scopes the selector offers, most private first. Replies to direct posts only direct. */
export function allowedScopes({ minimalScopesMode, userDefault, current, replyTo }: ScopeInput): Visibility[] {
  if (replyTo === 'direct') return ['direct'];
  if (!minimalScopesMode) return SCOPES;
  return SCOPES.filter((s) => s === 'direct' || s === userDefault || s === current || s === replyTo);
}

/** The starting scope of a reply: a copy of the original (scope copy on), never wider than it. */
export function initialScope(userDefault: Visibility, replyTo: Visibility | null | undefined, scopeCopy: boolean): Visibility {
  if (!replyTo) return userDefault;
  if (replyTo === 'direct') return 'direct';
  if (scopeCopy) return replyTo;
  // Without copy: the user default, narrowed to the original's scope.
  return SCOPES.indexOf(userDefault) < SCOPES.indexOf(replyTo) ? userDefault : replyTo;
}

/** '@alice@host ' for each account of a reply (author first, then mentions, never oneself). */
export function replyMentions(accts: string[], selfAcct: string | null): string {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const a of accts) {
    if (!a || a === selfAcct || seen.has(a)) continue;
    seen.add(a);
    out.push(`@${a}`);
  }
  return out.length ? `${out.join(' ')} ` : '';
}

// ---- polls ----

export const newPoll = (limits: PollLimits): DraftPoll => ({
  options: Array<string>(INITIAL_POLL_OPTIONS).fill(''),
  multiple: false,
  expiresIn: clampExpiry(DEFAULT_POLL_EXPIRY_S, limits),
});

export function clampExpiry(seconds: number, limits: PollLimits): number {
  const n = Number.isFinite(seconds) ? Math.round(seconds) : DEFAULT_POLL_EXPIRY_S;
  return Math.min(Math.max(n, limits.min_expiration), limits.max_expiration);
}

export type ExpiryUnit = 'minutes' | 'hours' | 'days';
export const UNIT_SECONDS: Record<ExpiryUnit, number> = { minutes: 60, hours: 3600, days: 86400 };

/** Units offered only when the maximum expiry reaches at least one of them. */
export function expiryUnits(limits: PollLimits): ExpiryUnit[] {
  return (Object.keys(UNIT_SECONDS) as ExpiryUnit[]).filter((u) => limits.max_expiration >= UNIT_SECONDS[u]);
}

/** The largest offered unit that divides the seconds evenly (10 min → 10 minutes). */
export function splitExpiry(seconds: number, units: ExpiryUnit[]): { amount: number; unit: ExpiryUnit } {
  const fits = [...units].reverse().find((u) => seconds % UNIT_SECONDS[u] === 0);
  const unit = fits ?? units[0] ?? 'minutes';
  return { amount: Math.max(1, Math.round(seconds / UNIT_SECONDS[unit])), unit };
}

/** The distinct non-empty options (trimmed). */
export const pollChoices = (options: string[]): string[] => [...new Set(options.map((o) => o.trim()).filter(Boolean))];

/**
 * 'polls.not_enough_options' when the poll has exactly one distinct non-empty option, else null.
 * A poll with nothing typed yet is not an error: a fresh form shows no warning and Post stays
 * enabled, and an empty poll is simply not sent (pollToSend).
 */
export function pollError(poll: DraftPoll | null): string | null {
  if (!poll) return null;
  return pollChoices(poll.options).length === 1 ? 'polls.not_enough_options' : null;
}

export const canAddOption = (poll: DraftPoll, limits: PollLimits): boolean => poll.options.length < limits.max_options;
/** At least two option rows always remain. */
export const canRemoveOption = (poll: DraftPoll): boolean => poll.options.length > INITIAL_POLL_OPTIONS;

/** Poll options go to the server only if at least one is non-empty. */
export const pollToSend = (poll: DraftPoll | null): DraftPoll | null =>
  poll && pollChoices(poll.options).length > 0 ? { ...poll, options: pollChoices(poll.options) } : null;

// ---- uploads ----

export interface TooBig {
  filesize: number;
  filesizeunit: FileSizeUnit;
  allowedsize: number;
  allowedsizeunit: FileSizeUnit;
}

/** The sizes for 'upload.error.file_too_big' when a file is over the limit (0 = no limit). */
export function tooBig(size: number, limit: number): TooBig | null {
  if (!(limit > 0) || size <= limit) return null;
  const f = fileSizeFormat(size);
  const a = fileSizeFormat(limit);
  return { filesize: f.num, filesizeunit: f.unit, allowedsize: a.num, allowedsizeunit: a.unit };
}

export const canAddFiles = (count: number, limit: number): boolean => count < limit;

// ---- submit ----

export type SubmitBlock = 'uploading' | 'posting' | 'over_length' | 'suggestions' | null;

export function submitBlock(s: { uploading: boolean; posting: boolean; overLength: boolean; suggestionsOpen: boolean }): SubmitBlock {
  if (s.posting) return 'posting';
  if (s.uploading) return 'uploading';
  if (s.overLength) return 'over_length';
  if (s.suggestionsOpen) return 'suggestions';
  return null;
}

/** The idempotency key is a timestamp string. The form reuses it while the draft is unchanged. */
export const idempotencyKey = (now = Date.now()): string => String(now);

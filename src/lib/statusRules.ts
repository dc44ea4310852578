// Pure status rules (mute and collapse, and their numbers): whether a status shows muted or
// hidden, which mute words it hits, when content collapses, how attachments are laid out.

/** Tall post when (paragraph/break count + length / 80) is more than 20. */
export const TALL_SCORE_LIMIT = 20;
/** A rendered post taller than this collapses too. */
export const TALL_HEIGHT_PX = 220;
/** A subject longer than this is cut with show full / hide full. */
export const LONG_SUBJECT_CHARS = 240;
/** The mentions line shows this many, then 'plus more'. */
export const MENTIONS_SHOWN = 5;
/** Gallery rows of 3. */
export const GALLERY_ROW = 3;

export interface MuteInput {
  /** The status shown (the inner one for repeats). */
  text: string;
  summary: string;
  authorId: string;
  muted: boolean;
  threadMuted: boolean;
  /** Relationship `muting` of the author. */
  authorMuted: boolean;
  viewerId: string | null;
  muteWords: readonly string[];
  /** Where it is shown: a profile (whose id) or a conversation. */
  place: { kind: 'timeline' } | { kind: 'profile'; userId: string } | { kind: 'conversation' };
}

export type MuteReason = 'user' | 'thread' | 'word';

export interface MuteResult {
  muted: boolean;
  reasons: MuteReason[];
  /** The mute words that matched (as configured). */
  words: string[];
}

/** The configured mute words found in the text or subject (case-insensitive substring). */
export function muteWordHits(text: string, summary: string, muteWords: readonly string[]): string[] {
  const hay = `${text}\n${summary}`.toLowerCase();
  return muteWords.filter((w) => {
    const word = w.trim().toLowerCase();
    return word !== '' && hay.includes(word);
  });
}

/** Muted when the viewer is not the author and any reason holds, save the two exceptions. */
export function muteState(input: MuteInput): MuteResult {
  const none: MuteResult = { muted: false, reasons: [], words: [] };
  if (input.viewerId !== null && input.viewerId === input.authorId) return none;
  const words = muteWordHits(input.text, input.summary, input.muteWords);
  const reasons: MuteReason[] = [];
  const onOwnProfile = input.place.kind === 'profile' && input.place.userId === input.authorId;
  if (input.authorMuted && !onOwnProfile) reasons.push('user');
  // Mastodon's `muted` is the viewer's mute of the conversation, as Pleroma's thread_muted.
  if ((input.threadMuted || input.muted) && input.place.kind !== 'conversation') reasons.push('thread');
  if (words.length > 0) reasons.push('word');
  return { muted: reasons.length > 0, reasons, words };
}

/** Muted statuses disappear entirely under hideFilteredStatuses (word hits) or hideMutedPosts. */
export function isHidden(result: MuteResult, hideFilteredStatuses: boolean, hideMutedPosts: boolean): boolean {
  if (!result.muted) return false;
  if (hideFilteredStatuses && result.reasons.includes('word')) return true;
  return hideMutedPosts && result.reasons.some((r) => r !== 'word');
}

/** Tall post score from the HTML (paragraphs and breaks) and the text length. */
export function tallScore(html: string, textLength: number): number {
  return html.split(/<p|<br/).length + textLength / 80;
}

export function isTallPost(html: string, textLength: number): boolean {
  return tallScore(html, textLength) > TALL_SCORE_LIMIT;
}

export function isLongSubject(summary: string): boolean {
  return summary.length > LONG_SUBJECT_CHARS;
}

/**
 * Subject and tall collapse share one toggle: with a subject and collapseMessageWithSubject the
 * subject hides the body; otherwise a tall body collapses.
 */
export function collapseKind(hasSubject: boolean, collapseWithSubject: boolean, tall: boolean): 'subject' | 'tall' | null {
  if (hasSubject && collapseWithSubject) return 'subject';
  if (tall) return 'tall';
  return null;
}

/** Rows of 3; a lone last item borrows one from the row before (4 → 2 + 2, 7 → 3 + 2 + 2). */
export function galleryRows<T>(items: readonly T[], size = GALLERY_ROW): T[][] {
  const rows: T[][] = [];
  for (let i = 0; i < items.length; i += size) rows.push(items.slice(i, i + size));
  const last = rows[rows.length - 1];
  const prev = rows[rows.length - 2];
  if (size > 2 && last && prev && last.length === 1 && prev.length === size) {
    last.unshift(prev.pop() as T);
  }
  return rows;
}

/** Loop a video when loopVideo is on, unless loopVideoSilentOnly and it has sound. */
export function shouldLoopVideo(loopVideo: boolean, silentOnly: boolean, hasAudio: boolean | null): boolean {
  if (!loopVideo) return false;
  if (!silentOnly) return true;
  return hasAudio === false;
}

/** Index after a step, wrapping at both ends. */
export function wrapIndex(index: number, step: number, length: number): number {
  if (length <= 0) return 0;
  return (((index + step) % length) + length) % length;
}

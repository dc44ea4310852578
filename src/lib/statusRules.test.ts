import {
  collapseKind,
  galleryRows,
  isHidden,
  isLongSubject,
  isTallPost,
  muteState,
  muteWordHits,
  shouldLoopVideo,
  tallScore,
  wrapIndex,
  type MuteInput,
} from './statusRules';

const base: MuteInput = {
  text: 'Hello world',
  summary: '',
  authorId: 'a',
  muted: false,
  threadMuted: false,
  authorMuted: false,
  viewerId: 'v',
  muteWords: [],
  place: { kind: 'timeline' },
};

describe('mute rules', () => {
  it('finds mute words case-insensitively in text and subject, ignoring blanks', () => {
    expect(muteWordHits('I love Pineapple', 'food', ['pineapple', ' ', 'FOOD', 'cake'])).toEqual(['pineapple', 'FOOD']);
  });

  it('is not muted without a reason, and never for the author', () => {
    expect(muteState(base).muted).toBe(false);
    expect(muteState({ ...base, authorMuted: true, viewerId: 'a' }).muted).toBe(false);
  });

  it('mutes for a muted author, a muted thread and a mute word', () => {
    expect(muteState({ ...base, authorMuted: true }).reasons).toEqual(['user']);
    expect(muteState({ ...base, threadMuted: true }).reasons).toEqual(['thread']);
    expect(muteState({ ...base, muted: true }).reasons).toEqual(['thread']);
    const r = muteState({ ...base, muteWords: ['world'] });
    expect(r).toEqual({ muted: true, reasons: ['word'], words: ['world'] });
  });

  it('visitors see mutes from words too', () => {
    expect(muteState({ ...base, viewerId: null, muteWords: ['hello'] }).muted).toBe(true);
  });

  it('exceptions: the muted author on their own profile, a muted thread in its conversation', () => {
    expect(muteState({ ...base, authorMuted: true, place: { kind: 'profile', userId: 'a' } }).muted).toBe(false);
    expect(muteState({ ...base, authorMuted: true, place: { kind: 'profile', userId: 'x' } }).muted).toBe(true);
    expect(muteState({ ...base, threadMuted: true, place: { kind: 'conversation' } }).muted).toBe(false);
    expect(muteState({ ...base, threadMuted: true, muteWords: ['hello'], place: { kind: 'conversation' } }).reasons).toEqual(['word']);
  });

  it('hides word hits under hideFilteredStatuses and other mutes under hideMutedPosts', () => {
    const word = muteState({ ...base, muteWords: ['hello'] });
    const user = muteState({ ...base, authorMuted: true });
    expect(isHidden(word, false, false)).toBe(false);
    expect(isHidden(word, true, false)).toBe(true);
    expect(isHidden(word, false, true)).toBe(false);
    expect(isHidden(user, true, false)).toBe(false);
    expect(isHidden(user, false, true)).toBe(true);
    expect(isHidden(muteState(base), true, true)).toBe(false);
  });
});

describe('collapse rules', () => {
  it('tall when paragraphs/breaks plus length/80 exceed 20', () => {
    const para = '<p>x</p>';
    expect(tallScore(para.repeat(3), 80)).toBe(5);
    expect(isTallPost(para.repeat(19), 0)).toBe(false); // 20 parts
    expect(isTallPost(para.repeat(20), 0)).toBe(true); // 21 parts
    expect(isTallPost('<p>x</p>', 80 * 20)).toBe(true);
    expect(isTallPost('a<br>b<br>c', 100)).toBe(false);
  });

  it('long subject over 240 characters', () => {
    expect(isLongSubject('x'.repeat(240))).toBe(false);
    expect(isLongSubject('x'.repeat(241))).toBe(true);
  });

  it('one toggle: subject collapse wins when configured, else tall', () => {
    expect(collapseKind(true, true, true)).toBe('subject');
    expect(collapseKind(true, false, true)).toBe('tall');
    expect(collapseKind(true, false, false)).toBe(null);
    expect(collapseKind(false, true, true)).toBe('tall');
    expect(collapseKind(false, true, false)).toBe(null);
  });
});

describe('attachments and viewer', () => {
  it('lays out rows of 3 without a lone last item', () => {
    expect(galleryRows([1, 2, 3]).map((r) => r.length)).toEqual([3]);
    expect(galleryRows([1, 2, 3, 4]).map((r) => r.length)).toEqual([2, 2]);
    expect(galleryRows([1, 2, 3, 4, 5]).map((r) => r.length)).toEqual([3, 2]);
    expect(galleryRows([1, 2, 3, 4, 5, 6, 7])).toEqual([[1, 2, 3], [4, 5], [6, 7]]);
    expect(galleryRows([1])).toEqual([[1]]);
    expect(galleryRows([])).toEqual([]);
  });

  it('loops videos per loopVideo and loopVideoSilentOnly', () => {
    expect(shouldLoopVideo(false, false, false)).toBe(false);
    expect(shouldLoopVideo(true, false, true)).toBe(true);
    expect(shouldLoopVideo(true, true, true)).toBe(false);
    expect(shouldLoopVideo(true, true, null)).toBe(false);
    expect(shouldLoopVideo(true, true, false)).toBe(true);
  });

  it('wraps indices both ways', () => {
    expect(wrapIndex(3, 1, 4)).toBe(0);
    expect(wrapIndex(0, -1, 4)).toBe(3);
    expect(wrapIndex(1, 1, 4)).toBe(2);
    expect(wrapIndex(0, 1, 0)).toBe(0);
  });
});

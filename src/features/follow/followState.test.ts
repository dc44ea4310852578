import { describe, expect, it, vi } from 'vitest';
import { blankRelationship } from '../../store/relationshipsSlice';
import { followAndConfirm, FOLLOW_RECHECK_MS } from '../../store/relationshipThunks';
import { followView, needsUnfollowConfirm } from './followState';

const rel = (over: Partial<ReturnType<typeof blankRelationship>> = {}) => ({ ...blankRelationship('1'), ...over });

describe('followView (follow states)', () => {
  it('not following: follow', () => {
    expect(followView(rel(), false)).toEqual({ label: 'follow', action: 'follow', pressed: false });
    expect(followView(undefined, false).label).toBe('follow');
  });
  it('in progress: requesting', () => {
    expect(followView(rel(), true).label).toBe('requesting');
    expect(followView(rel({ following: true }), true)).toMatchObject({ label: 'requesting', action: 'unfollow' });
  });
  it('following: a click unfollows', () => {
    expect(followView(rel({ following: true }), false)).toEqual({ label: 'following', action: 'unfollow', pressed: true });
  });
  it('requested (locked account): request sent, a click cancels', () => {
    expect(followView(rel({ requested: true }), false)).toEqual({ label: 'request_sent', action: 'cancel_request', pressed: true });
  });
  it('following wins over a stale requested flag', () => {
    expect(followView(rel({ following: true, requested: true }), false).label).toBe('following');
  });
});

describe('followAndConfirm (re-check up to 3 more times at 500 ms)', () => {
  it('stops as soon as the follow answer says following', async () => {
    const recheck = vi.fn();
    const wait = vi.fn(async () => undefined);
    const out = await followAndConfirm(async () => rel({ following: true }), recheck, wait);
    expect(out.following).toBe(true);
    expect(recheck).not.toHaveBeenCalled();
    expect(wait).not.toHaveBeenCalled();
  });

  it('re-checks until requested shows up', async () => {
    const answers = [rel(), rel({ requested: true })];
    const recheck = vi.fn(async () => answers.shift()!);
    const wait = vi.fn(async () => undefined);
    const out = await followAndConfirm(async () => rel(), recheck, wait);
    expect(out.requested).toBe(true);
    expect(recheck).toHaveBeenCalledTimes(2);
    expect(wait).toHaveBeenCalledWith(FOLLOW_RECHECK_MS);
  });

  it('gives up after 3 re-checks', async () => {
    const recheck = vi.fn(async () => rel());
    const wait = vi.fn(async () => undefined);
    const out = await followAndConfirm(async () => rel(), recheck, wait);
    expect(out.following || out.requested).toBe(false);
    expect(recheck).toHaveBeenCalledTimes(3);
    expect(wait).toHaveBeenCalledTimes(3);
  });

  it('a failing follow call rejects (the button shows an error and resets)', async () => {
    await expect(followAndConfirm(async () => Promise.reject(new Error('500')), vi.fn(), vi.fn())).rejects.toThrow('500');
  });
});

describe('needsUnfollowConfirm', () => {
  it('asks only before unfollowing a locked account, unless turned off', () => {
    expect(needsUnfollowConfirm('unfollow', true, true)).toBe(true);
    expect(needsUnfollowConfirm('unfollow', true, false)).toBe(false);
    expect(needsUnfollowConfirm('unfollow', false, true)).toBe(false);
    expect(needsUnfollowConfirm('cancel_request', true, true)).toBe(false);
    expect(needsUnfollowConfirm('follow', true, true)).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import {
  allowedScopes, canAddFiles, canAddOption, canRemoveOption, charsLeft, clampExpiry, expiryUnits, initialScope,
  isEmptyPost, isOverLength, newPoll, pollError, pollToSend, replyMentions, replySubject, splitExpiry, submitBlock, tooBig,
} from './rules';

const limits = { max_options: 4, max_option_chars: 255, min_expiration: 60, max_expiration: 86400 };

describe('text limit', () => {
  it('counts subject plus text against the limit, by code point', () => {
    expect(charsLeft('hello', 'cw', 10)).toBe(3);
    expect(charsLeft('😀😀', '', 10)).toBe(8);
    expect(charsLeft('anything', '', 0)).toBeNull();
    expect(isOverLength('x'.repeat(8), 'abc', 10)).toBe(true);
    expect(isOverLength('x'.repeat(7), 'abc', 10)).toBe(false);
    expect(isOverLength('x'.repeat(70), '', 0)).toBe(false);
  });

  it('an empty post has no text and no files', () => {
    expect(isEmptyPost('  \n', 0)).toBe(true);
    expect(isEmptyPost('', 1)).toBe(false);
    expect(isEmptyPost('hi', 0)).toBe(false);
  });
});

describe('subject line behaviour', () => {
  it('email adds re: once, masto keeps it, noop drops it', () => {
    expect(replySubject('spoilers', 'email')).toBe('re: spoilers');
    expect(replySubject('Re: spoilers', 'email')).toBe('Re: spoilers');
    expect(replySubject('spoilers', 'masto')).toBe('spoilers');
    expect(replySubject('spoilers', 'noop')).toBe('');
    expect(replySubject('', 'email')).toBe('');
  });
});

describe('scopes', () => {
  it('offers every scope unless minimal scopes mode', () => {
    expect(allowedScopes({ minimalScopesMode: false, userDefault: 'public', current: 'public' })).toEqual(['direct', 'private', 'unlisted', 'public']);
    expect(allowedScopes({ minimalScopesMode: true, userDefault: 'unlisted', current: 'unlisted' })).toEqual(['direct', 'unlisted']);
    expect(allowedScopes({ minimalScopesMode: true, userDefault: 'public', current: 'public', replyTo: 'private' })).toEqual(['direct', 'private', 'public']);
  });

  it('replies to direct posts can only be direct', () => {
    expect(allowedScopes({ minimalScopesMode: false, userDefault: 'public', current: 'public', replyTo: 'direct' })).toEqual(['direct']);
    expect(initialScope('public', 'direct', false)).toBe('direct');
  });

  it('copies the scope of the original with scope copy, else narrows the default to it', () => {
    expect(initialScope('public', 'unlisted', true)).toBe('unlisted');
    expect(initialScope('public', 'private', false)).toBe('private');
    expect(initialScope('private', 'public', false)).toBe('private');
    expect(initialScope('unlisted', null, true)).toBe('unlisted');
  });

  it('mentions the author and the mentioned, never oneself, once each', () => {
    expect(replyMentions(['bob', 'alice', 'dave@remote.example', 'bob'], 'alice')).toBe('@bob @dave@remote.example ');
    expect(replyMentions(['alice'], 'alice')).toBe('');
  });
});

describe('polls', () => {
  it('starts with 2 rows and 10 minutes, clamped to the limits', () => {
    expect(newPoll(limits)).toEqual({ options: ['', ''], multiple: false, expiresIn: 600 });
    expect(newPoll({ ...limits, max_expiration: 300 }).expiresIn).toBe(300);
    expect(newPoll({ ...limits, min_expiration: 3600 }).expiresIn).toBe(3600);
  });

  it('clamps the expiry between min and max', () => {
    expect(clampExpiry(10, limits)).toBe(60);
    expect(clampExpiry(10 ** 9, limits)).toBe(86400);
    expect(clampExpiry(Number.NaN, limits)).toBe(600);
  });

  it('offers only the units the maximum allows', () => {
    expect(expiryUnits(limits)).toEqual(['minutes', 'hours', 'days']);
    expect(expiryUnits({ ...limits, max_expiration: 7200 })).toEqual(['minutes', 'hours']);
    expect(expiryUnits({ ...limits, max_expiration: 600 })).toEqual(['minutes']);
    expect(splitExpiry(600, ['minutes', 'hours', 'days'])).toEqual({ amount: 10, unit: 'minutes' });
    expect(splitExpiry(7200, ['minutes', 'hours', 'days'])).toEqual({ amount: 2, unit: 'hours' });
    expect(splitExpiry(86400, ['minutes', 'hours', 'days'])).toEqual({ amount: 1, unit: 'days' });
  });

  it('needs 2 distinct non-empty options', () => {
    const poll = newPoll(limits);
    expect(pollError(null)).toBeNull();
    expect(pollError(poll)).toBeNull(); // nothing typed yet: no warning, Post enabled
    expect(pollError({ ...poll, options: ['a', ''] })).toBe('polls.not_enough_options');
    expect(pollError({ ...poll, options: ['a', ' a '] })).toBe('polls.not_enough_options');
    expect(pollError({ ...poll, options: ['a', '', 'b'] })).toBeNull();
  });

  it('keeps between 2 rows and the maximum', () => {
    expect(canRemoveOption({ ...newPoll(limits), options: ['a', 'b'] })).toBe(false);
    expect(canRemoveOption({ ...newPoll(limits), options: ['a', 'b', 'c'] })).toBe(true);
    expect(canAddOption({ ...newPoll(limits), options: ['a', 'b', 'c'] }, limits)).toBe(true);
    expect(canAddOption({ ...newPoll(limits), options: ['a', 'b', 'c', 'd'] }, limits)).toBe(false);
  });

  it('sends options only when one is non-empty, trimmed and distinct', () => {
    expect(pollToSend({ ...newPoll(limits) })).toBeNull();
    expect(pollToSend({ ...newPoll(limits), options: [' a', 'b', '', 'a'] })?.options).toEqual(['a', 'b']);
  });
});

describe('uploads', () => {
  it('gives sizes and binary units for a file over the limit', () => {
    expect(tooBig(100, 0)).toBeNull();
    expect(tooBig(100, 100)).toBeNull();
    expect(tooBig(3 * 1024 * 1024, 1024 * 1024)).toEqual({ filesize: 3, filesizeunit: 'MiB', allowedsize: 1, allowedsizeunit: 'MiB' });
    expect(tooBig(2048, 1000)).toEqual({ filesize: 2, filesizeunit: 'KiB', allowedsize: 1000, allowedsizeunit: 'B' });
    expect(tooBig(2 * 1024 ** 4, 1024 ** 3)?.filesizeunit).toBe('TiB');
  });

  it('stops at the file limit', () => {
    expect(canAddFiles(3, 4)).toBe(true);
    expect(canAddFiles(4, 4)).toBe(false);
  });
});

describe('submit states', () => {
  const idle = { uploading: false, posting: false, overLength: false, suggestionsOpen: false };
  it('blocks while posting, uploading, over length or with open suggestions', () => {
    expect(submitBlock(idle)).toBeNull();
    expect(submitBlock({ ...idle, posting: true, uploading: true })).toBe('posting');
    expect(submitBlock({ ...idle, uploading: true })).toBe('uploading');
    expect(submitBlock({ ...idle, overLength: true })).toBe('over_length');
    expect(submitBlock({ ...idle, suggestionsOpen: true })).toBe('suggestions');
  });
});

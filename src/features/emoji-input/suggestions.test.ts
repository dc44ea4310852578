import type { CustomEmoji } from '../../entities/instance';
import { makeUser } from '../../store/testing';
import { matchAccounts, matchEmoji, mergeAccounts, suggestionQuery } from './suggestions';
import { insertAtSelection, replaceRange, wordAtCaret } from './wordAtCaret';

const c = (name: string, image = true): CustomEmoji => ({ displayText: name, replacement: image ? `:${name}:` : 'X', imageUrl: image ? '/x.png' : null, tags: [] });

describe('wordAtCaret', () => {
  it('finds the whitespace-delimited word around the caret', () => {
    expect(wordAtCaret('hi :blo there', 7)).toEqual({ word: ':blo', start: 3, end: 7 });
    expect(wordAtCaret('hi :blo there', 5)).toEqual({ word: ':blo', start: 3, end: 7 });
    expect(wordAtCaret('a\n@al', 5)).toEqual({ word: '@al', start: 2, end: 5 });
    expect(wordAtCaret('ab ', 3)).toEqual({ word: '', start: 3, end: 3 });
    expect(wordAtCaret('ab', 99).word).toBe('ab');
  });
  it('replaces a range and puts the caret after the insert', () => {
    expect(replaceRange('hi :blo x', 3, 7, ':blob: ')).toEqual({ text: 'hi :blob:  x', caret: 10 });
  });
  it('pads a picked emoji with spaces only where needed', () => {
    expect(insertAtSelection('ab', 1, 1, ':x:', true)).toEqual({ text: 'a :x: b', caret: 6 });
    expect(insertAtSelection('a ', 2, 2, ':x:', true)).toEqual({ text: 'a :x: ', caret: 6 });
    expect(insertAtSelection('ab', 1, 1, ':x:', false)).toEqual({ text: 'a:x:b', caret: 4 });
    expect(insertAtSelection('abc', 1, 2, 'Y', false)).toEqual({ text: 'aYc', caret: 2 });
  });
});

describe('suggestionQuery', () => {
  it('needs ":" plus two characters for emoji and "@" plus one for accounts', () => {
    expect(suggestionQuery(':b', true)).toBeNull();
    expect(suggestionQuery(':bl', true)).toEqual({ kind: 'emoji', query: 'bl' });
    expect(suggestionQuery(':blob:', true)).toEqual({ kind: 'emoji', query: 'blob' });
    expect(suggestionQuery('12:30', true)).toBeNull();
    expect(suggestionQuery('@', true)).toBeNull();
    expect(suggestionQuery('@a', true)).toEqual({ kind: 'account', query: 'a' });
    expect(suggestionQuery('@a', false)).toBeNull();
  });
});

describe('matching', () => {
  it('ranks emoji starting with the query first, custom before standard, 5 at most', () => {
    const got = matchEmoji([c('bigblob'), c('blob'), c('blobcat'), c('blob1'), c('blob2'), c('blob3')], [c('blossom', false)], 'blo');
    expect(got.map((e) => e.displayText)).toEqual(['blob', 'blob1', 'blob2', 'blob3', 'blobcat']);
    expect(matchEmoji([c('bigblob')], [c('blossom', false)], 'blo').map((e) => e.displayText)).toEqual(['blossom', 'bigblob']);
  });
  it('matches accounts by acct or name and merges server results without duplicates', () => {
    const alice = makeUser({ id: 'a', screen_name: 'alice', name: 'Alice' });
    const mal = makeUser({ id: 'm', screen_name: 'mal', name: 'Malcolm' });
    const gone = makeUser({ id: 'g', screen_name: 'algone', deactivated: true });
    expect(matchAccounts([mal, alice, gone], 'al').map((u) => u.id)).toEqual(['a', 'm']);
    expect(mergeAccounts([alice], [alice, mal]).map((u) => u.id)).toEqual(['a', 'm']);
  });
});

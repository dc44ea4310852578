import { beforeEach, describe, expect, it } from 'vitest';
import { loggedOut } from './actions';
import {
  DRAFTS_KEY, draftDiscarded, draftsReducer, draftUpdated, emptyDraft, injectDrafts, isBlankDraft, loadDrafts, saveDrafts,
} from './draftsSlice';
import { makeStore } from './index';

describe('drafts', () => {
  beforeEach(() => localStorage.clear());

  it('keeps one draft per context and merges changes', () => {
    let s = draftsReducer(undefined, draftUpdated({ key: 'new', patch: { text: 'a' }, now: 1 }));
    s = draftsReducer(s, draftUpdated({ key: 'reply:9', patch: { text: 'b', visibility: 'direct' }, now: 2 }));
    s = draftsReducer(s, draftUpdated({ key: 'new', patch: { subject: 'cw' }, now: 3 }));
    expect(s.new).toMatchObject({ text: 'a', subject: 'cw', updatedAt: 3 });
    expect(s['reply:9']).toMatchObject({ text: 'b', visibility: 'direct' });
    s = draftsReducer(s, draftDiscarded({ key: 'new' }));
    expect(s.new).toBeUndefined();
    expect(draftsReducer(s, loggedOut())).toEqual({});
  });

  it('saves only drafts with something in them and reads back only valid ones', () => {
    saveDrafts({ new: { ...emptyDraft(), text: 'hi' }, 'reply:1': emptyDraft() });
    expect(Object.keys(JSON.parse(localStorage.getItem(DRAFTS_KEY)!))).toEqual(['new']);
    localStorage.setItem(DRAFTS_KEY, JSON.stringify({ ok: { text: 'x', subject: '', files: [] }, bad: { text: 3 }, worse: null }));
    expect(Object.keys(loadDrafts())).toEqual(['ok']);
    localStorage.setItem(DRAFTS_KEY, 'not json');
    expect(loadDrafts()).toEqual({});
    saveDrafts({});
    expect(localStorage.getItem(DRAFTS_KEY)).toBeNull();
  });

  it('a blank draft has no text, subject, files or poll options', () => {
    expect(isBlankDraft(emptyDraft())).toBe(true);
    expect(isBlankDraft({ ...emptyDraft(), poll: { options: ['', ' '], multiple: false, expiresIn: 600 } })).toBe(true);
    expect(isBlankDraft({ ...emptyDraft(), poll: { options: ['a', ''], multiple: false, expiresIn: 600 } })).toBe(false);
  });

  it('is injected into the store with what storage held, and written back', async () => {
    localStorage.setItem(DRAFTS_KEY, JSON.stringify({ new: { ...emptyDraft(), text: 'from before' } }));
    const store = makeStore();
    injectDrafts(store);
    injectDrafts(store);
    expect(store.getState().drafts?.new.text).toBe('from before');
    expect(store.getState().auth).toBeDefined();
    store.dispatch(draftUpdated({ key: 'new', patch: { text: 'later' } }));
    await new Promise((r) => setTimeout(r, 400));
    expect(JSON.parse(localStorage.getItem(DRAFTS_KEY)!).new.text).toBe('later');
  });
});

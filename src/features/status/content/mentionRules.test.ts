import { describe, expect, it } from 'vitest';
import type { Mention } from '../../../entities/types';
import { leadingMentions, mentionsToShow } from './mentionRules';

const alice: Mention = { id: '1', screen_name: 'alice', username: 'alice', url: '' };
const dave: Mention = { id: '2', screen_name: 'dave@remote.example', username: 'dave', url: '' };
const bob: Mention = { id: '3', screen_name: 'bob', username: 'bob', url: '' };

describe('leadingMentions', () => {
  it('reads the @names a text opens with, local and remote', () => {
    expect(leadingMentions('  @Alice @dave@remote.example, hi @bob')).toEqual(['alice', 'dave@remote.example']);
    expect(leadingMentions('hi @alice')).toEqual([]);
  });
});

describe('mentionsToShow', () => {
  it('leaves out what the text already starts with', () => {
    expect(mentionsToShow({ attentions: [alice], in_reply_to_user_id: null, text: '@alice hello' })).toEqual([]);
    expect(mentionsToShow({ attentions: [alice, bob], in_reply_to_user_id: null, text: '@alice hello @bob' })).toEqual([bob]);
    expect(mentionsToShow({ attentions: [dave], in_reply_to_user_id: null, text: '@dave look' })).toEqual([]);
  });

  it('keeps mentions not at the start, and never names the replied-to account', () => {
    expect(mentionsToShow({ attentions: [alice], in_reply_to_user_id: null, text: 'hello @alice' })).toEqual([alice]);
    expect(mentionsToShow({ attentions: [alice, bob], in_reply_to_user_id: '1', text: 'thanks' })).toEqual([bob]);
  });
});

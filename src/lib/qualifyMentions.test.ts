import { describe, expect, it } from 'vitest';
import { qualifyMentions } from './qualifyMentions';

describe('qualifyMentions', () => {
  it('names the writing instance in bare mentions and keeps the rest', () => {
    expect(qualifyMentions('@alice @dave@remote.example hi @bob.', 'here.example')).toBe('@alice@here.example @dave@remote.example hi @bob@here.example.');
    expect(qualifyMentions('(@a_b) mail me@host.example or https://x.example/@carol', 'h:8')).toBe('(@a_b@h:8) mail me@host.example or https://x.example/@carol');
  });
});

import { describe, expect, it } from 'vitest';
import { normalizeStatusHistory, normalizeStatusSource } from './statusEdit';

const version = (content: string, at: string) => ({ content, spoiler_text: '', sensitive: false, created_at: at, media_attachments: [], emojis: [] });

describe('status history', () => {
  it('puts versions oldest first whatever order the server sends (GoToSocial: newest first)', () => {
    const newestFirst = [version('<p>two</p>', '2024-01-02T00:00:00Z'), version('<p>one</p>', '2024-01-01T00:00:00Z')];
    expect(normalizeStatusHistory(newestFirst).map((v) => v.text)).toEqual(['one', 'two']);
    expect(normalizeStatusHistory([...newestFirst].reverse()).map((v) => v.text)).toEqual(['one', 'two']);
  });

  it('sanitizes every version and tolerates junk', () => {
    const [v] = normalizeStatusHistory([{ ...version('<p onclick="x()">hi<img src=x onerror=alert(1)></p>', 'x'), poll: { options: [{ title: 'a' }, 'junk'] } }]);
    expect(v.content).not.toMatch(/onclick|onerror/);
    expect(v.poll).toEqual(['a']);
    expect(normalizeStatusHistory({ not: 'a list' })).toEqual([]);
  });

  it('reads the source with Pleroma content type, or none', () => {
    expect(normalizeStatusSource({ id: '1', text: 't', spoiler_text: 's', content_type: 'text/markdown' })).toEqual({ text: 't', spoilerText: 's', contentType: 'text/markdown' });
    expect(normalizeStatusSource({ id: '1', text: 't', spoiler_text: '' }).contentType).toBeNull();
  });
});

import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PostStatusParams } from '../../entities/postStatusParams';
import { renderWithStore } from '../../store/testing';
import { PreviewPanel } from './PreviewPanel';

const base: PostStatusParams = {
  status: '', spoilerText: '', visibility: 'public', sensitive: false, contentType: 'text/markdown',
  mediaIds: ['7'], poll: { options: ['a', 'b'], multiple: false, expiresIn: 600 }, inReplyToId: null,
};

describe('PreviewPanel', () => {
  afterEach(() => vi.restoreAllMocks());

  it('says empty when there is no text and no subject, without calling the server', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch');
    await renderWithStore(<PreviewPanel params={base} />);
    expect(screen.getByText('Empty')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('asks the server for a preview without media or poll and shows errors inside the panel', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response(JSON.stringify({ error: 'too long' }), { status: 422, headers: { 'content-type': 'application/json' } }),
    );
    await renderWithStore(<PreviewPanel params={{ ...base, status: '**hi**' }} />);
    expect(await screen.findByText('Error: too long', undefined, { timeout: 3000 })).toBeTruthy();
    expect(fetch).toHaveBeenCalledTimes(1);
    const body = JSON.parse(String(fetch.mock.calls[0][1]?.body));
    expect(body).toMatchObject({ status: '**hi**', preview: true, content_type: 'text/markdown' });
    expect(body.media_ids).toBeUndefined();
    expect(body.poll).toBeUndefined();
  });
});

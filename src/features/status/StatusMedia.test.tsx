import { screen } from '@testing-library/react';
import type { Attachment, SafeHtml } from '../../entities/types';
import { makeStore } from '../../store';
import { entitiesReceived } from '../../store/actions';
import { makeStatus, makeUser, renderWithStore } from '../../store/testing';
import { StatusArticle } from './StatusArticle';
import { statusMediaReady, watchStatusMedia } from './StatusMedia';

const picture = (id: string): Attachment => ({
  id,
  type: 'image',
  mimetype: 'image/png',
  url: `/media/${id}.png`,
  large_thumb_url: `/media/${id}.png`,
  thumb_url: null,
  description: `Picture ${id}`,
  meta: { width: 400, height: 300 },
  oembed: null,
  blurhash: null,
});

const author = makeUser({ id: 'a', name: 'Alice', name_html: 'Alice' as SafeHtml, screen_name: 'alice', screen_name_ui: 'alice' });

// Each test file has its own modules: here the media chunk has not been loaded by anyone yet.
describe('a status’s media, a chunk of its own', () => {
  it('holds the box the pictures will take until the chunk is here, then shows them in it', async () => {
    const store = makeStore();
    store.dispatch(entitiesReceived({ users: [author], statuses: [makeStatus({ id: 's1', user: 'a', attachments: [picture('m1'), picture('m2')] })] }));
    const { container } = await renderWithStore(<StatusArticle id="s1" posinset={1} setsize={-1} />, { store });
    const held = container.querySelectorAll<HTMLElement>('.attachments[aria-busy="true"] .attachments__row--2 .attachment--pending');
    expect([...held].map((box) => box.style.aspectRatio)).toEqual(['400 / 300', '400 / 300']);

    const img = await screen.findByRole('img', { name: 'Picture m1' });
    // The picture's own box comes from the same dimensions before it loads.
    expect(img).toHaveAttribute('width', '400');
    expect(img).toHaveAttribute('height', '300');
    expect(container.querySelector('[aria-busy="true"]')).toBeNull();
  });

  it('is asked for when a status with media enters the store, and a first render after it needs no placeholder', async () => {
    const store = makeStore();
    watchStatusMedia(store);
    store.dispatch(entitiesReceived({ users: [author], statuses: [makeStatus({ id: 's2', user: 'a', attachments: [picture('m3')] })] }));
    await statusMediaReady(store);
    const { container } = await renderWithStore(<StatusArticle id="s2" posinset={1} setsize={-1} />, { store });
    expect(container.querySelector('[aria-busy="true"]')).toBeNull();
    expect(screen.getByRole('img', { name: 'Picture m3' })).toBeInTheDocument();
  });
});

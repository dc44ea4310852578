import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { uploadMedia } from '../../../api/media';
import { fetchStickerFile } from '../../../api/stickers';
import type { CustomEmoji } from '../../../entities/instance';
import { makeStore } from '../../../store';
import { setToken } from '../../../store/authSlice';
import { instanceSettingsMerged } from '../../../store/instanceSlice';
import { renderWithStore } from '../../../store/testing';
import EmojiInput, { type EmojiInputProps } from '../EmojiInput';

vi.mock('../../../api/media', () => ({ uploadMedia: vi.fn() }));
vi.mock('../../../api/stickers', () => ({ fetchStickerFile: vi.fn(() => Promise.resolve(new File(['x'], 'star.png', { type: 'image/png' }))) }));

const custom = (name: string, tag = 'Blobs'): CustomEmoji => ({ displayText: name, replacement: `:${name}:`, imageUrl: `/emoji/${name}.png`, tags: [tag] });
const standard = (name: string, emoji: string): CustomEmoji => ({ displayText: name, replacement: emoji, imageUrl: null, tags: ['smileys'] });

function Harness(props: Partial<EmojiInputProps> & { initial?: string }) {
  const [value, setValue] = useState(props.initial ?? '');
  return (
    <EmojiInput value={value} onChange={setValue} enableEmojiPicker {...props}>
      {(field) => <textarea aria-label="Post text" {...field} />}
    </EmojiInput>
  );
}

async function setup(customEmoji: CustomEmoji[], props: Partial<EmojiInputProps> & { initial?: string } = {}) {
  const store = makeStore();
  store.dispatch(setToken('tok'));
  store.dispatch(
    instanceSettingsMerged({
      customEmoji,
      emoji: [standard('grinning', '😀'), standard('smile', '😄')],
      stickers: [{ pack: 'shapes', path: '/static/stickers/shapes/', meta: { title: 'Shapes', files: ['star.png', 'heart.png'] } }],
    }),
  );
  await renderWithStore(<Harness {...props} />, { store });
  const field = screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Post text' });
  const open = async () => {
    await userEvent.click(screen.getByRole('button', { name: 'Insert emoji' }));
    return screen.findByRole('dialog', { name: 'Emoji picker' });
  };
  return { store, field, open };
}

const customButtons = (dialog: HTMLElement) => within(dialog).queryAllByRole('button', { name: /^:.*:$/ });

describe('EmojiPicker', () => {
  it('shows custom and standard groups with headings and jump buttons, and focuses the search', async () => {
    const { open } = await setup([custom('blob'), custom('moon', 'Starling')]);
    const dialog = await open();
    expect(within(dialog).getByRole('heading', { name: 'Blobs' })).toBeInTheDocument();
    expect(within(dialog).getByRole('heading', { name: 'Starling' })).toBeInTheDocument();
    expect(within(dialog).getByRole('heading', { name: 'Smileys & Emotion' })).toBeInTheDocument();
    const groups = within(dialog).getByRole('toolbar', { name: 'Emoji groups' });
    expect(within(groups).getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual([
      'Go to Blobs',
      'Go to Starling',
      'Go to Smileys & Emotion',
    ]);
    expect(within(dialog).getByRole('searchbox', { name: 'Search emoji' })).toHaveFocus();
    await userEvent.click(within(groups).getByRole('button', { name: 'Go to Smileys & Emotion' }));
    expect(within(dialog).getByRole('button', { name: 'grinning' })).toHaveFocus();
  });

  it('filters by search', async () => {
    const { open } = await setup([custom('blob'), custom('moon', 'Starling')]);
    const dialog = await open();
    await userEvent.type(within(dialog).getByRole('searchbox'), 'MOO');
    expect(customButtons(dialog).map((b) => b.getAttribute('aria-label'))).toEqual([':moon:']);
    expect(within(dialog).queryByRole('button', { name: 'grinning' })).not.toBeInTheDocument();
    await userEvent.clear(within(dialog).getByRole('searchbox'));
    await userEvent.type(within(dialog).getByRole('searchbox'), 'zzz');
    expect(within(dialog).getByText('No emoji found')).toBeInTheDocument();
  });

  it('inserts at the caret and closes, unless keep open is checked', async () => {
    const { field, open } = await setup([custom('blob')], { initial: 'ab' });
    field.focus();
    field.setSelectionRange(1, 1);
    fireEvent.select(field);
    let dialog = await open();
    await userEvent.click(within(dialog).getByRole('button', { name: ':blob:' }));
    expect(field.value).toBe('a :blob: b');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(field).toHaveFocus();
    expect(field.selectionStart).toBe('a :blob: '.length);

    dialog = await open();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Keep picker open' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'grinning' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'smile' }));
    expect(field.value).toBe('a :blob: 😀 😄 b');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('renders custom emoji 60 at a time, more on scroll', async () => {
    const many = Array.from({ length: 150 }, (_, i) => custom(`e${String(i).padStart(3, '0')}`));
    const { open } = await setup(many);
    const dialog = await open();
    expect(customButtons(dialog)).toHaveLength(60);
    const scroller = dialog.querySelector('.emoji-picker__scroller')!;
    fireEvent.scroll(scroller);
    await waitFor(() => expect(customButtons(dialog)).toHaveLength(120));
    fireEvent.scroll(scroller);
    await waitFor(() => expect(customButtons(dialog)).toHaveLength(150));
  });

  it('moves through the grid with the arrow keys; Escape closes and returns focus to the button', async () => {
    const { open } = await setup([custom('blob'), custom('blob_green'), custom('box')]);
    const dialog = await open();
    await userEvent.tab(); // search → group bar (one tab stop) → grid (one tab stop)
    expect(within(dialog).getByRole('button', { name: 'Go to Blobs' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(within(dialog).getByRole('button', { name: 'Go to Smileys & Emotion' })).toHaveFocus();
    await userEvent.tab();
    const first = within(dialog).getByRole('button', { name: ':blob:' });
    expect(first).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(within(dialog).getByRole('button', { name: ':blob_green:' })).toHaveFocus();
    // Down keeps the column and crosses into the next group.
    await userEvent.keyboard('{ArrowDown}');
    expect(within(dialog).getByRole('button', { name: 'smile' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(within(dialog).getByRole('button', { name: 'grinning' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Insert emoji' })).toHaveFocus();
  });

  it('uploads a picked sticker and hands back the attachment; reports a failure', async () => {
    vi.mocked(uploadMedia).mockResolvedValueOnce({ id: '77', type: 'image', url: '/media/77.png', preview_url: '/media/77-thumb.png', description: '' });
    const uploaded = vi.fn();
    const failed = vi.fn();
    const { open } = await setup([custom('blob')], { enableStickerPicker: true, onStickerUploaded: uploaded, onStickerUploadFailed: failed });
    let dialog = await open();
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Stickers' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sticker star' }));
    await waitFor(() => expect(uploaded).toHaveBeenCalledTimes(1));
    expect(fetchStickerFile).toHaveBeenCalledWith('/static/stickers/shapes/star.png');
    expect(vi.mocked(uploadMedia).mock.calls[0][1]).toMatchObject({ token: 'tok' });
    expect(uploaded.mock.calls[0][0]).toMatchObject({ id: '77', type: 'image', url: '/media/77.png' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    vi.mocked(uploadMedia).mockRejectedValueOnce(new Error('File is too large'));
    dialog = await open();
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Stickers' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sticker heart' }));
    await waitFor(() => expect(failed).toHaveBeenCalledWith('File is too large'));
  });

  it('has no stickers tab unless enabled', async () => {
    const { open } = await setup([custom('blob')]);
    const dialog = await open();
    expect(within(dialog).queryByRole('tab')).not.toBeInTheDocument();
  });
});

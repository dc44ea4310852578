import { ApiError } from '../api/http';
import { fetchStatusHistory, fetchStatusSource, updateStatus } from '../api/statusEdits';
import type { Attachment } from '../entities/types';
import { injectDrafts, selectDraft } from './draftsSlice';
import { changedDescriptions, editDraftKey, editDraftOf, loadStatusHistory, saveStatusEdit, startEditing } from './editThunks';
import { makeStore } from './index';
import { makeStatus } from './testing';

vi.mock('../api/statusEdits', () => ({ fetchStatusSource: vi.fn(), updateStatus: vi.fn(), fetchStatusHistory: vi.fn() }));
const source = vi.mocked(fetchStatusSource);
const put = vi.mocked(updateStatus);
const history = vi.mocked(fetchStatusHistory);

const account = { id: '1', acct: 'alice', username: 'alice', display_name: 'Alice' };
const image = (id: string, description: string) => ({ id, description, url: `https://x.example/${id}.png`, mimetype: 'image/png', type: 'image' }) as unknown as Attachment;

function signedIn() {
  const base = makeStore().getState();
  const store = makeStore({
    statuses: { '100': makeStatus({ id: '100', text: 'old', attachments: [image('7', 'a dot')], language: 'en' }) },
    auth: { ...base.auth, currentUserId: '1', userToken: 'T' },
  });
  injectDrafts(store);
  return store;
}

const params = { status: 'new', spoilerText: '', sensitive: false, language: 'en', contentType: null, mediaIds: ['7'], mediaAttributes: [], poll: null };

beforeEach(() => {
  localStorage.clear();
  source.mockReset();
  put.mockReset();
  history.mockReset();
});

describe('editing thunks', () => {
  it('seeds the edit draft from the source once, and keeps a draft already there', async () => {
    const store = signedIn();
    source.mockResolvedValueOnce({ id: '100', text: 'old *source*', spoiler_text: 'cw', content_type: 'text/markdown' });
    const status = store.getState().statuses['100'];
    expect((await store.dispatch(startEditing(status))).ok).toBe(true);
    expect(source).toHaveBeenCalledWith('100', 'T');
    expect(selectDraft(store.getState(), editDraftKey('100'))).toMatchObject({
      text: 'old *source*', subject: 'cw', contentType: 'text/markdown', language: 'en', files: [expect.objectContaining({ id: '7' })],
    });
    await store.dispatch(startEditing(status));
    expect(source).toHaveBeenCalledTimes(1);
  });

  it('changes the status only when the server answers, and keeps it on failure', async () => {
    const store = signedIn();
    put.mockRejectedValueOnce(new ApiError('', { status: 500, body: { error: 'boom' }, url: '/x' }));
    const failed = await store.dispatch(saveStatusEdit('100', params));
    expect(failed).toEqual({ ok: false, message: expect.stringContaining('boom') });
    expect(store.getState().statuses['100'].text).toBe('old');

    put.mockResolvedValueOnce({ id: '100', account, content: '<p>new</p>', visibility: 'public', created_at: '2024-01-01T00:00:00Z', edited_at: '2024-01-02T00:00:00Z' });
    const saved = await store.dispatch(saveStatusEdit('100', params));
    expect(saved.ok).toBe(true);
    expect(put).toHaveBeenLastCalledWith('100', params, 'T');
    expect(store.getState().statuses['100']).toMatchObject({ text: 'new', edited_at: '2024-01-02T00:00:00Z' });
  });

  it('sends only the descriptions that changed', () => {
    const status = makeStatus({ attachments: [image('7', 'a dot'), image('8', 'same')] });
    expect(changedDescriptions(status, [image('7', 'a blue dot'), image('8', 'same'), image('9', 'new upload')])).toEqual([
      { id: '7', description: 'a blue dot' },
    ]);
  });

  it('takes the poll with the time it has left', () => {
    const now = Date.parse('2024-01-01T00:00:00Z');
    const status = makeStatus({
      poll: { id: 'p', options: [{ title: 'a', title_html: '' as never, votes_count: 1 }, { title: 'b', title_html: '' as never, votes_count: 0 }], multiple: true, votes_count: 1, voters_count: 1, voted: false, expired: false, expires_at: '2024-01-01T01:00:00Z', choices: [] } as never,
    });
    expect(editDraftOf(status, { text: 't', spoilerText: '', contentType: null }, now).poll).toEqual({ options: ['a', 'b'], multiple: true, expiresIn: 3600 });
  });

  it('reads the history with sanitized content', async () => {
    const store = signedIn();
    history.mockResolvedValueOnce([
      { content: '<p>one<script>x</script></p>', spoiler_text: '', sensitive: false, created_at: '2024-01-01T00:00:00Z', media_attachments: [], emojis: [], poll: null },
      { content: '<p>two</p>', spoiler_text: 'cw', sensitive: true, created_at: '2024-01-02T00:00:00Z', media_attachments: [], emojis: [], poll: { options: [{ title: 'a' }] } },
    ]);
    const got = await store.dispatch(loadStatusHistory('100'));
    if (!got.ok) throw new Error('history failed');
    expect(got.value.map((v) => v.text)).toEqual(['one', 'two']);
    expect(got.value[0].content).not.toContain('script');
    expect(got.value[1]).toMatchObject({ spoilerText: 'cw', poll: ['a'] });
  });
});

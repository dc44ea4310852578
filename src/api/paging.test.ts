import { setServer } from './http';
import { fetchAccountList } from './accountLists';
import { fetchDomainBlocks } from './domainBlocks';
import { fetchFollowRequests } from './followRequests';
import { LIST_PAGE_SIZE, nextPageCursor } from './paging';

const NEXT = '<https://x.example/api/v1/mutes?max_id=41>; rel="next", <https://x.example/api/v1/mutes?min_id=60>; rel="prev"';
let urls: string[];

function serve(count: number, link: string | null) {
  urls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      urls.push(url);
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      if (link) headers.link = link;
      return new Response(JSON.stringify(Array.from({ length: count }, (_, i) => ({ id: String(60 - i) }))), { headers });
    }),
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  setServer('');
});

describe('nextPageCursor', () => {
  it('keeps the next link under a full page', () => {
    expect(nextPageCursor({ maxId: '41', minId: '60' }, LIST_PAGE_SIZE)).toBe('41');
  });
  it('ends the list on a short page even with a next link (Pleroma sends one under every page)', () => {
    expect(nextPageCursor({ maxId: '41', minId: '60' }, 3)).toBeNull();
    expect(nextPageCursor({ maxId: '41', minId: '60' }, 0)).toBeNull();
  });
  it('ends the list without a next link (Mastodon leaves it off at the end)', () => {
    expect(nextPageCursor({ maxId: null, minId: '60' }, LIST_PAGE_SIZE)).toBeNull();
  });
});

describe('paged lists ask for a page size and end on a short page', () => {
  it.each([
    ['mutes', () => fetchAccountList('mutes', 't')],
    ['follow requests', () => fetchFollowRequests('t')],
    ['domain blocks', () => fetchDomainBlocks('t')],
  ])('%s', async (_name, call) => {
    serve(3, NEXT);
    expect((await call()).cursors.maxId).toBeNull();
    expect(new URL(urls[0], 'http://h').searchParams.get('limit')).toBe(String(LIST_PAGE_SIZE));
    serve(LIST_PAGE_SIZE, NEXT);
    expect((await call()).cursors.maxId).toBe('41');
  });
});

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Component, Suspense, type ReactNode } from 'react';
import {
  CHUNK_RELOAD_KEY,
  CHUNK_TIMEOUT_MS,
  ChunkLoadError,
  chunkUrlFromError,
  classifyChunkError,
  lazyChunk,
  loadChunk,
  withTimeout,
} from './lazyChunk';
import * as i18n from '../i18n';

const chromeError = () => new TypeError('Failed to fetch dynamically imported module: http://localhost/_starling/About-abc123.js');

describe('classifyChunkError', () => {
  it('calls a chunk the server answers 404/410 for, or answers with the app page, missing', () => {
    expect(classifyChunkError(chromeError(), { status: 404, contentType: 'application/json' })).toBe('missing');
    expect(classifyChunkError(chromeError(), { status: 410, contentType: '' })).toBe('missing');
    expect(classifyChunkError(chromeError(), { status: 200, contentType: 'text/html; charset=utf-8' })).toBe('missing');
  });

  it('calls anything else an error: no answer, a server error, a chunk that is there after all', () => {
    expect(classifyChunkError(chromeError(), null)).toBe('error');
    expect(classifyChunkError(chromeError(), { status: 503, contentType: 'text/html' })).toBe('error');
    expect(classifyChunkError(chromeError(), { status: 200, contentType: 'text/javascript' })).toBe('error');
  });

  it('finds the failed module URL in Chromium and Firefox messages, not in Safari ones', () => {
    expect(chunkUrlFromError(chromeError())).toBe('http://localhost/_starling/About-abc123.js');
    expect(chunkUrlFromError(new TypeError('error loading dynamically imported module: https://x.example/_starling/a.js'))).toBe(
      'https://x.example/_starling/a.js',
    );
    expect(chunkUrlFromError(new TypeError('Importing a module script failed.'))).toBeNull();
  });
});

describe('loadChunk', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    sessionStorage.clear();
  });

  it('times out after 120 000 ms with a timeout ChunkLoadError', async () => {
    vi.useFakeTimers();
    const never = new Promise<never>(() => {});
    const result = loadChunk(() => never, () => {}).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(CHUNK_TIMEOUT_MS - 1);
    let settled = false;
    void result.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await result;
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect((error as ChunkLoadError).type).toBe('timeout');
  });

  it('passes a chunk that arrives in time through', async () => {
    await expect(withTimeout(Promise.resolve('ok'), 10)).resolves.toBe('ok');
  });

  it('reloads once for a missing chunk, then reports it', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response(null, { status: 404 })));
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    const first = loadChunk(() => Promise.reject(chromeError()), () => {});
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(sessionStorage.getItem(CHUNK_RELOAD_KEY)).not.toBeNull();
    let settled = false;
    void first.then(() => (settled = true), () => (settled = true));
    // After the reload (guard set), the same failure is shown instead of reloading again.
    const second = await loadChunk(() => Promise.reject(chromeError()), () => {}).catch((e: unknown) => e);
    expect((second as ChunkLoadError).type).toBe('missing');
    expect(reload).toHaveBeenCalledTimes(1);
    expect(settled).toBe(false);
  });

  it('reports an offline failure as an error without reloading', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    const error = await loadChunk(() => Promise.reject(chromeError()), () => {}).catch((e: unknown) => e);
    expect((error as ChunkLoadError).type).toBe('error');
    expect(sessionStorage.getItem(CHUNK_RELOAD_KEY)).toBeNull();
  });
});

class Catch extends Component<{ children: ReactNode }, { error: ChunkLoadError | null }> {
  state = { error: null as ChunkLoadError | null };
  static getDerivedStateFromError(error: ChunkLoadError) {
    return { error };
  }
  render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return (
      <button
        onClick={() => {
          error.reset();
          this.setState({ error: null });
        }}
      >
        retry {error.type}
      </button>
    );
  }
}

describe('lazyChunk', () => {
  it('shows a failed chunk as a ChunkLoadError whose reset imports again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('offline'))));
    const factory = vi
      .fn<() => Promise<{ default: () => ReactNode }>>()
      .mockRejectedValueOnce(chromeError())
      .mockResolvedValueOnce({ default: () => <p>screen</p> });
    const Screen = lazyChunk(factory);
    render(
      <Catch>
        <Suspense fallback={<p>loading</p>}>
          <Screen />
        </Suspense>
      </Catch>,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'retry error' }));
    expect(await screen.findByText('screen')).toBeInTheDocument();
    expect(factory).toHaveBeenCalledTimes(2);
    vi.unstubAllGlobals();
  });

  it('brings the later English strings along, unless the piece uses only the first paint’s', async () => {
    const later = vi.spyOn(i18n, 'loadLaterEnglish').mockResolvedValue(undefined);
    await lazyChunk(async () => ({ default: () => <p>part</p> }), { laterStrings: false }).preload();
    expect(later).not.toHaveBeenCalled();
    await lazyChunk(async () => ({ default: () => <p>screen</p> })).preload();
    expect(later).toHaveBeenCalledTimes(1);
    later.mockRestore();
  });
});

import { parseStreamMessage, streamingUrl } from './streaming';

describe('streamingUrl', () => {
  it('ws on http, wss on https, token and stream in the query', () => {
    const u = new URL(streamingUrl({ stream: 'hashtag', tag: 'cats', token: 't0k' }, 'https://social.example'));
    expect(u.protocol).toBe('wss:');
    expect(u.host).toBe('social.example');
    expect(u.pathname).toBe('/api/v1/streaming');
    expect(Object.fromEntries(u.searchParams)).toEqual({ access_token: 't0k', stream: 'hashtag', tag: 'cats' });
    expect(streamingUrl({ stream: 'user', token: 'x' }, 'http://127.0.0.1:8080')).toMatch(/^ws:\/\/127\.0\.0\.1:8080\//);
  });
});

describe('parseStreamMessage', () => {
  it('parses the event and a JSON payload', () => {
    expect(parseStreamMessage(JSON.stringify({ stream: ['user'], event: 'update', payload: '{"id":"1"}' }))).toEqual({
      event: 'update',
      payload: { id: '1' },
      stream: ['user'],
    });
  });
  it('keeps a plain payload (delete ids) and tolerates no payload', () => {
    expect(parseStreamMessage('{"event":"delete","payload":"123"}')?.payload).toBe('123');
    expect(parseStreamMessage('{"event":"filters_changed"}')).toEqual({ event: 'filters_changed', payload: undefined, stream: [] });
  });
  it('ignores what is not an event', () => {
    expect(parseStreamMessage('not json')).toBeNull();
    expect(parseStreamMessage('{"error":"Unknown stream type"}')).toBeNull();
    expect(parseStreamMessage(new ArrayBuffer(2))).toBeNull();
  });
});

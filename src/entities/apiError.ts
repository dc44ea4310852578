// A failed request as the rest of the app sees it: HTTP status, the body, the server's own
// message, and the URL with its secrets redacted. Plain data, so features may test for it.
const SECRET_PARAMS = /([?&](?:access_token|token|code|client_secret|password)=)[^&#]*/gi;

/** The URL with secret query values replaced, safe for logs and error reports. */
export function redactUrl(url: string): string {
  return url.replace(SECRET_PARAMS, '$1[redacted]');
}

function messagesOf(v: unknown): string[] {
  if (typeof v === 'string') return v ? [v] : [];
  if (Array.isArray(v)) return v.flatMap(messagesOf);
  if (v && typeof v === 'object') {
    const o = v as Record<string, unknown>;
    if (typeof o.message === 'string') return [o.message];
    return Object.entries(o).flatMap(([field, msgs]) =>
      messagesOf(msgs).map((m) => (['detail', 'base', 'message', 'error'].includes(field) ? m : `${field}: ${m}`)),
    );
  }
  return [];
}

/** `error` string, or the joined messages of an `error`/`errors` object or list; else null. */
export function serverMessageOf(body: unknown): string | null {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return null;
  const b = body as Record<string, unknown>;
  for (const key of ['error', 'errors']) {
    const msgs = messagesOf(b[key]);
    if (msgs.length) return msgs.join('; ');
  }
  return null;
}

export class ApiError extends Error {
  status: number;
  statusText: string;
  body: unknown;
  url: string;
  serverMessage: string | null;

  constructor(
    message: string,
    init: { status: number; statusText?: string; body?: unknown; url: string },
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = init.status;
    this.statusText = init.statusText ?? '';
    this.body = init.body ?? null;
    this.url = redactUrl(init.url);
    this.serverMessage = serverMessageOf(this.body);
  }
}

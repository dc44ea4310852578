// Phoenix channels' V2 JSON serializer: every frame is [join_ref, ref, topic, event, payload].
// Replies echo the request's join_ref and ref with event `phx_reply` and {status, response};
// pushes from the server carry a null ref.

export type Frame = [joinRef: string | null, ref: string | null, topic: string, event: string, payload: Record<string, unknown>];

/** A well-formed frame, or null for anything else (ignored, as Phoenix does). */
export function parseFrame(text: string): Frame | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (!Array.isArray(value) || value.length !== 5) return null;
  const [joinRef, ref, topic, event, payload] = value as unknown[];
  const refOk = (r: unknown) => r === null || typeof r === 'string' || typeof r === 'number';
  if (!refOk(joinRef) || !refOk(ref) || typeof topic !== 'string' || typeof event !== 'string') return null;
  if (!payload || typeof payload !== 'object' || Array.isArray(payload)) return null;
  const s = (r: unknown) => (r === null ? null : String(r));
  return [s(joinRef), s(ref), topic, event, payload as Record<string, unknown>];
}

export function reply(frame: Frame, status: 'ok' | 'error', response: Record<string, unknown> = {}): Frame {
  return [frame[0], frame[1], frame[2], 'phx_reply', { status, response }];
}

export function push(joinRef: string | null, topic: string, event: string, payload: Record<string, unknown>): Frame {
  return [joinRef, null, topic, event, payload];
}

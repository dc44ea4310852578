// A web push message → the notification it shows: Pleroma and Mastodon send
// JSON with title, body, icon and notification_id; anything else shows as text.

interface PushDataLike {
  json(): unknown;
  text(): string;
}

export function pushOptions(data: PushDataLike | null): { title: string; options: NotificationOptions } {
  let body: Record<string, unknown> = {};
  try {
    const parsed = data ? data.json() : {};
    if (parsed && typeof parsed === 'object') body = parsed as Record<string, unknown>;
  } catch {
    body = { title: data ? data.text() : '' };
  }
  const text = (v: unknown) => (typeof v === 'string' ? v : '');
  const id = body.notification_id;
  return {
    title: text(body.title) || 'Starling',
    options: {
      body: text(body.body),
      icon: text(body.icon) || '/icons/icon-192.png',
      tag: typeof id === 'string' || typeof id === 'number' ? `n${id}` : undefined,
    },
  };
}

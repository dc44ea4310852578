// The requests under way with each token. Revoking a token first lets them finish: a sign-out
// clicked while the page still checks its session (or loads a page of posts) would otherwise
// have the server answer those requests 401, and the session check would take that as a refusal.
const underWay = new Map<string, Set<Promise<unknown>>>();

/** `work`, counted as under way with `token` until it settles. */
export function withToken<T>(token: string, work: Promise<T>): Promise<T> {
  let set = underWay.get(token);
  if (!set) underWay.set(token, (set = new Set()));
  const entry: Promise<unknown> = work.catch(() => undefined);
  set.add(entry);
  void entry.then(() => {
    set.delete(entry);
    if (set.size === 0 && underWay.get(token) === set) underWay.delete(token);
  });
  return work;
}

/** Resolves once every request now under way with `token` has settled, or after `withinMs`. */
export async function requestsSettled(token: string, withinMs = 3000): Promise<void> {
  const set = underWay.get(token);
  if (!set || set.size === 0) return;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<void>((resolve) => (timer = setTimeout(resolve, withinMs)));
  await Promise.race([Promise.all([...set]), late]);
  clearTimeout(timer);
}

// Whether the server answers: set by every request to it, so the screen can say why
// actions wait while the browser is online but the instance is down. Free of Redux and React.
let down = false;
const listeners = new Set<() => void>();

/** A request to the server ended: `answered` is false for no answer at all or a 502/503/504. */
export function noteServerAnswer(answered: boolean): void {
  if (down !== answered) return;
  down = !answered;
  listeners.forEach((l) => l());
}

export const serverDown = (): boolean => down;

export function onServerAnswer(l: () => void): () => void {
  listeners.add(l);
  return () => void listeners.delete(l);
}

/** The statuses a proxy gives when the instance behind it does not answer. */
export const noAnswerStatus = (status: number): boolean => status === 502 || status === 503 || status === 504;

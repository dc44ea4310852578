// Shoutbox messages as the Phoenix channel sends them. The text is
// plain text: it is rendered as text, never as HTML.
import { id, idOrNull, isObj, obj, str, url, warn } from './coerce';

export interface ShoutMessage {
  id: string;
  text: string;
  author: { id: string; username: string; avatar: string };
}

/** null (logged) without an id. */
export function normalizeShout(input: unknown): ShoutMessage | null {
  if (!isObj(input) || idOrNull(input.id) === null) {
    warn('invalid shout', input);
    return null;
  }
  const author = obj(input.author);
  return {
    id: id(input.id),
    text: str(input.text),
    author: { id: id(author.id), username: str(author.username), avatar: url(author.avatar) },
  };
}

// A text written on one instance and posted on another ("Post as"): a bare '@nick'
// meant the nick of the instance it was written on; there it would name someone else's nick.
// '@nick' after a space, a bracket or the start, followed by no '@host' (a trailing '.' is not the nick's).
const BARE_MENTION = /(^|[\s(])@([\w.-]*\w)(?![\w.-]*@|[\w-])/g;

/** Every bare '@nick' of `text` as '@nick@host'; mentions that name their host are kept. */
export function qualifyMentions(text: string, host: string): string {
  return text.replace(BARE_MENTION, (_m, before: string, nick: string) => `${before}@${nick}@${host}`);
}

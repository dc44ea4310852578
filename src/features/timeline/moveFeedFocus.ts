// Moving focus between the articles of a feed that renders them all (the conversation page); apart
// from Feed.tsx so that the first chunk does without it.
const ARTICLES = ':scope > article, :scope > * > article';

/** Moves focus to the next/previous rendered article of the feed, from wherever focus is inside it. */
export function moveFeedFocus(feed: HTMLElement, from: Element | null, step: 1 | -1): boolean {
  const articles = Array.from(feed.querySelectorAll<HTMLElement>(ARTICLES));
  if (articles.length === 0) return false;
  const current = from ? articles.findIndex((a) => a === from || a.contains(from)) : -1;
  const next = current === -1 ? (step === 1 ? 0 : articles.length - 1) : current + step;
  const target = articles[next];
  if (!target) return false;
  target.focus();
  return true;
}

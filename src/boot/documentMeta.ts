// What the page says about itself to search engines and link previews: the instance's name as
// the title and its description as the page's description (Pleroma writes the same tag into its
// front end's page; other servers do not, so the client sets it, once instance info is known).
const MAX_DESCRIPTION = 300;

/** Sets `<title>` and `<meta name="description">` in the head (moving one a server put elsewhere). */
export function describeDocument(name: string, description: string, doc: Document = document): void {
  if (name) doc.title = name;
  const text = description.replace(/\s+/g, ' ').trim().slice(0, MAX_DESCRIPTION);
  if (!text) return;
  let meta = doc.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!meta) {
    meta = doc.createElement('meta');
    meta.name = 'description';
  }
  if (meta.parentNode !== doc.head) doc.head.append(meta);
  meta.content = text;
}

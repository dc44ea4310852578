// The language a post is written in: ISO 639-1 codes (what Mastodon's `language` takes and
// Pleroma and GoToSocial store), named in the reader's interface language by the browser.

/** Every ISO 639-1 code. */
export const POST_LANGUAGES: readonly string[] = (
  'aa ab ae af ak am an ar as av ay az ba be bg bi bm bn bo br bs ca ce ch co cr cs cu cv cy da de dv dz ee el ' +
  'en eo es et eu fa ff fi fj fo fr fy ga gd gl gn gu gv ha he hi ho hr ht hu hy hz ia id ie ig ii ik io is it ' +
  'iu ja jv ka kg ki kj kk kl km kn ko kr ks ku kv kw ky la lb lg li ln lo lt lu lv mg mh mi mk ml mn mr ms mt ' +
  'my na nb nd ne ng nl nn no nr nv ny oc oj om or os pa pi pl ps pt qu rm rn ro ru rw sa sc sd se sg si sk sl ' +
  'sm sn so sq sr ss st su sv sw ta te tg th ti tk tl tn to tr ts tt tw ty ug uk ur uz ve vi vo wa wo xh yi yo ' +
  'za zh zu'
).split(' ');

const KNOWN = new Set(POST_LANGUAGES);

/** The ISO 639-1 code of a language tag ("pt-BR" → "pt", "zh-Hant" → "zh"); null when it has none. */
export function postLanguageOf(tag: string | null | undefined): string | null {
  const primary = (tag ?? '').split(/[-_]/)[0].toLowerCase();
  return KNOWN.has(primary) ? primary : null;
}

/** Names language codes in `locale` ("de" in French: "allemand"); the code itself where the browser has none. */
export function languageNamer(locale: string): (code: string) => string {
  let names: Intl.DisplayNames | null = null;
  try {
    names = new Intl.DisplayNames([locale], { type: 'language', fallback: 'code' });
  } catch {
    /* an engine without DisplayNames, or a locale it refuses: codes it is */
  }
  return (code) => names?.of(code) ?? code;
}

/** The codes, sorted by their names in `locale`. */
export function sortedPostLanguages(locale: string): { code: string; name: string }[] {
  const name = languageNamer(locale);
  const collator = new Intl.Collator(locale);
  return POST_LANGUAGES.map((code) => ({ code, name: name(code) })).sort((a, b) => collator.compare(a.name, b.name));
}

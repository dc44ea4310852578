import type { LinkCard } from './types';
import { isObj, str, url, urlOrNull } from './coerce';

/** Mastodon PreviewCard → LinkCard; null without a usable http(s) URL. */
export function normalizeCard(raw: unknown): LinkCard | null {
  if (!isObj(raw)) return null;
  const link = url(raw.url);
  if (!/^https?:\/\//i.test(link)) return null;
  return {
    url: link,
    image: urlOrNull(raw.image),
    title: str(raw.title),
    description: str(raw.description),
    provider_name: str(raw.provider_name),
  };
}

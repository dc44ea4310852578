// Keyword matching for server-side filters (v1 phrases and v2 keywords), as Mastodon and Pleroma
// match: case-insensitive; a whole-word keyword may not touch a letter, digit or underscore on a
// side where the keyword itself starts or ends with one.
import { htmlToText } from './format.js';

export interface FilterKeyword {
  keyword: string;
  whole_word: boolean | number;
}

const WORD_CHAR = /[\p{L}\p{N}_]/u;
const NOT_AFTER_WORD = '(?<![\\p{L}\\p{N}_])';
const NOT_BEFORE_WORD = '(?![\\p{L}\\p{N}_])';

export function keywordPattern(k: FilterKeyword): string | null {
  const keyword = k.keyword.trim();
  if (keyword === '') return null;
  const escaped = keyword.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');
  if (!k.whole_word) return escaped;
  const start = WORD_CHAR.test(keyword[0]) ? NOT_AFTER_WORD : '';
  const end = WORD_CHAR.test(keyword[keyword.length - 1]) ? NOT_BEFORE_WORD : '';
  return `${start}${escaped}${end}`;
}

export function keywordMatches(k: FilterKeyword, text: string): boolean {
  const pattern = keywordPattern(k);
  return pattern !== null && new RegExp(pattern, 'iu').test(text);
}

/** What a filter is matched against: the post's plain text and its content warning. */
export function filterableText(contentHtml: string, spoilerText: string): string {
  return `${htmlToText(contentHtml)}\n${spoilerText}`;
}

// The short text of a notification's status: its subject, text or HTML as one line of 140 chars.
import { htmlToText } from '../../entities/html';
import type { Status } from '../../entities/types';

export const statusSnippet = (s: Status): string => {
  const text = (s.summary || s.text || htmlToText(s.raw_html)).replace(/\s+/g, ' ').trim();
  return text.length > 140 ? `${text.slice(0, 140)}…` : text;
};

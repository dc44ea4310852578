// What an attachment shown as a plain link says (the list's links and its placeholder's).
import type { Attachment } from '../../../entities/types';

function fileName(url: string): string {
  const last = url.split(/[?#]/)[0].split('/').pop() ?? '';
  try {
    return decodeURIComponent(last) || url;
  } catch {
    return last || url;
  }
}

/** What an attachment shown as a plain link says: its description, else its file name. */
export const linkText = (a: Attachment): string => a.description || fileName(a.url);

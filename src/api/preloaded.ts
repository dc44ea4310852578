// A Pleroma server may embed the answers startup asks for first in the page itself
// (`<script id="initial-results" type="application/json">`: request path → base64 of the
// answer's JSON; an answer may come from the page-embedded block). Each answer is taken once, so a
// retry or a later refresh asks the server. Other servers have no block: everything is asked.
import { getServer } from './http';

let block: Record<string, unknown> | null = null;

function readBlock(): Record<string, unknown> {
  if (block) return block;
  block = {};
  const el = typeof document !== 'undefined' ? document.getElementById('initial-results') : null;
  if (!el?.textContent) return block;
  try {
    const parsed: unknown = JSON.parse(el.textContent);
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) block = parsed as Record<string, unknown>;
  } catch (e) {
    console.warn('Startup: the page preload is not JSON; asking the server instead', e);
  }
  return block;
}

function decodeBase64Json(value: string): unknown {
  const binary = atob(value);
  // The JSON is UTF-8: atob gives its bytes as characters.
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return JSON.parse(new TextDecoder().decode(bytes));
}

/**
 * The embedded answer for `path`, once; undefined when there is none, it is malformed, or the
 * client talks to another server than the page's own.
 */
export function takePreloaded(path: string): unknown {
  if (getServer() !== '') return undefined;
  const all = readBlock();
  const value = all[path];
  if (value === undefined) return undefined;
  delete all[path];
  if (typeof value !== 'string') return undefined;
  try {
    return decodeBase64Json(value);
  } catch (e) {
    console.warn(`Startup: the page preload of ${path} is malformed; asking the server instead`, e);
    return undefined;
  }
}

/** Tests: forget what was read, so the next call reads the page again. */
export function resetPreloaded(): void {
  block = null;
}

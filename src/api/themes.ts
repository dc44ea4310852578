// Built-in themes: /static/styles.json, then each theme file on demand, never from
// the HTTP cache so an instance's edited theme shows at once. Raw JSON out.
import { request } from './http';

/** name → theme file path (or, in older lists, the theme itself). */
export async function fetchThemeList(): Promise<unknown> {
  return (await request('/static/styles.json', { responseType: 'json', cache: 'no-cache' })).data;
}

export async function fetchThemeFile(path: string): Promise<unknown> {
  return (await request(path, { responseType: 'json', cache: 'no-cache' })).data;
}

// Interface language: the user's setting, else the browser's; follows later setting changes.
import { initI18n, pickLanguage, setLanguage } from '../i18n';
import type { AppStore } from '../store';

const languageFor = (store: AppStore): string =>
  pickLanguage(store.getState().config.interfaceLanguage, typeof navigator !== 'undefined' ? navigator.language : 'en');

export async function startLanguage(store: AppStore): Promise<void> {
  let current = languageFor(store);
  await initI18n(current);
  store.subscribe(() => {
    const next = languageFor(store);
    if (next !== current) {
      current = next;
      void setLanguage(next);
    }
  });
}

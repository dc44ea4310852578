// Every section of this language in one module, so that switching language is one request
// (i18n/index.ts). Each language folder other than en/ has this file.
import type { Bundle } from '../../core';
import { sectionsOf } from '../../sections';

export default sectionsOf(import.meta.glob<Bundle>('./*.json', { eager: true, import: 'default' }));

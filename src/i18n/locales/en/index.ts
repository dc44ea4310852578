// Every English section in one module: the sections the first paint does without arrive in one
// chunk, asked for with one entry (i18n/index.ts). Those the first paint bundles are shared with
// the first chunk, not loaded twice.
import type { Bundle } from '../../core';
import { sectionsOf } from '../../sections';

export default sectionsOf(import.meta.glob<Bundle>('./*.json', { eager: true, import: 'default' }));

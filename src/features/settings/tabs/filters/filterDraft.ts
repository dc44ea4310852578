// The filter editor's values and what they become on the wire: a v1 body (phrase, whole word,
// irreversible) or a v2 body whose keywords_attributes add, change and `_destroy` keywords.
import type { FilterAction, FilterContext, FilterKeyword, ServerFilter } from '../../../../entities/filter';
import type { FilterDraft } from '../../../../store/filtersThunks';

/** Expiry choices in seconds; 'keep' leaves an edited filter's expiry as it is. */
export const EXPIRY_CHOICES = ['', 1800, 3600, 21600, 43200, 86400, 604800] as const;
export type Expiry = (typeof EXPIRY_CHOICES)[number] | 'keep';

export interface FilterFormValues {
  title: string;
  context: FilterContext[];
  keywords: FilterKeyword[];
  wholeWord: boolean;
  irreversible: boolean;
  action: FilterAction;
  expiry: Expiry;
}

export function formValuesOf(filter: ServerFilter | null): FilterFormValues {
  if (!filter) {
    return { title: '', context: ['home'], keywords: [{ id: null, keyword: '', wholeWord: true }], wholeWord: true, irreversible: false, action: 'warn', expiry: '' };
  }
  return {
    title: filter.title,
    context: [...filter.context],
    keywords: filter.keywords.map((k) => ({ ...k })),
    wholeWord: filter.keywords[0]?.wholeWord ?? true,
    irreversible: filter.irreversible,
    action: filter.action,
    expiry: filter.expiresAt ? 'keep' : '',
  };
}

export function draftOf(api: 'v1' | 'v2', original: ServerFilter | null, v: FilterFormValues): FilterDraft {
  const id = original?.id ?? null;
  // Never: nothing to send for a new filter, null to clear an edited one's expiry.
  const expiry = v.expiry === 'keep' || (v.expiry === '' && !original?.expiresAt) ? {} : { expires_in: v.expiry === '' ? null : v.expiry };
  if (api === 'v1') {
    return { api, id, body: { phrase: v.title.trim(), context: v.context, whole_word: v.wholeWord, irreversible: v.irreversible, ...expiry } };
  }
  const kept = v.keywords.filter((k) => k.keyword.trim() !== '');
  const keptIds = new Set(kept.map((k) => k.id).filter((x): x is string => x !== null));
  const removed = (original?.keywords ?? []).filter((k) => k.id !== null && !keptIds.has(k.id)).map((k) => ({ id: k.id!, _destroy: true }));
  const attrs = kept.map((k) => ({ ...(k.id !== null ? { id: k.id } : {}), keyword: k.keyword.trim(), whole_word: k.wholeWord }));
  return {
    api,
    id,
    body: { title: v.title.trim(), context: v.context, filter_action: v.action, ...expiry, keywords_attributes: [...attrs, ...removed] },
  };
}

/** Ready to save: a title (phrase) and at least one context; v2 also a keyword. */
export function canSave(api: 'v1' | 'v2', v: FilterFormValues): boolean {
  if (v.title.trim() === '' || v.context.length === 0) return false;
  return api === 'v1' || v.keywords.some((k) => k.keyword.trim() !== '');
}

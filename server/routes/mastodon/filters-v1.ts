// /api/v1/filters as Pleroma serves it (Pleroma flavour): one phrase per filter, its contexts,
// whole_word, irreversible and an expiry. Pleroma does not mark statuses with the filters they
// hit; it drops what irreversible ones match from everything it lists (db/filters.ts).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireUser } from '../../auth.js';
import { filterOf, filtersOf, keywordsOf, type FilterRow } from '../../db/filters.js';
import { deleteFilter, insertFilter, insertKeyword, replaceKeywords, updateFilter } from '../../db/filterWrites.js';
import { notFound, unprocessable } from '../../http/errors.js';
import { bodyOf, bool, str } from '../../http/params.js';
import { renderFilterV1 } from '../../views/filter.js';
import { contextParam, expiresAtParam } from './filter-params.js';

function phraseParam(value: unknown): string {
  const phrase = str(value)?.trim() ?? '';
  if (phrase === '') throw unprocessable("phrase can't be blank");
  return phrase;
}

export function registerFiltersV1(app: FastifyInstance): void {
  const { store, events } = app.ctx;
  const read = { preHandler: requireUser(app, 'read:filters') };
  const write = { preHandler: requireUser(app, 'write:filters') };
  const userOf = (req: FastifyRequest) => req.auth!.user!.id;
  const ownFilter = (req: FastifyRequest): FilterRow => {
    const f = filterOf(store, userOf(req), Number((req.params as { id: string }).id) || 0, 1);
    if (!f) throw notFound();
    return f;
  };
  const render = (f: FilterRow) => renderFilterV1(f, keywordsOf(store, f.id)[0]);
  const changed = (req: FastifyRequest) => events.emit('filters:changed', String(userOf(req)));

  app.get('/api/v1/filters', read, async (req) => filtersOf(store, userOf(req), 1).map(render));
  app.get('/api/v1/filters/:id', read, async (req) => render(ownFilter(req)));

  app.post('/api/v1/filters', write, async (req) => {
    const body = bodyOf(req);
    const phrase = phraseParam(body.phrase);
    const context = contextParam(body.context);
    const action = bool(body.irreversible) ? 'hide' : 'warn';
    const expiresAt = expiresAtParam(body.expires_in);
    const id = store.tx(() => {
      const filterId = insertFilter(store, userOf(req), 1, { title: phrase, context: JSON.stringify(context), action, expiresAt });
      // Pleroma's whole_word defaults to true.
      insertKeyword(store, filterId, phrase, bool(body.whole_word) ?? true);
      return filterId;
    });
    changed(req);
    return render(filterOf(store, userOf(req), id, 1)!);
  });

  app.put('/api/v1/filters/:id', write, async (req) => {
    const f = ownFilter(req);
    const k = keywordsOf(store, f.id)[0];
    const body = bodyOf(req);
    const phrase = body.phrase === undefined ? f.title : phraseParam(body.phrase);
    const context = body.context === undefined ? f.context : JSON.stringify(contextParam(body.context));
    const action = body.irreversible === undefined ? f.action : bool(body.irreversible) ? 'hide' : 'warn';
    const expiresAt = 'expires_in' in body ? expiresAtParam(body.expires_in) : f.expires_at;
    const wholeWord = bool(body.whole_word) ?? !!k?.whole_word;
    store.tx(() => {
      updateFilter(store, f.id, { title: phrase, context, action, expiresAt });
      replaceKeywords(store, f.id, phrase, wholeWord);
    });
    changed(req);
    return render(filterOf(store, userOf(req), f.id, 1)!);
  });

  app.delete('/api/v1/filters/:id', write, async (req) => {
    const f = ownFilter(req);
    deleteFilter(store, f.id);
    changed(req);
    return {};
  });
}

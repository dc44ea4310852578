// Mastodon's /api/v2/filters (mastodon flavour): filters with a title, contexts, an action (warn
// or hide), an expiry and keywords, plus the keywords sub-resources. Statuses carry the matches
// in `filtered` (views/filter.ts); every write tells the user's streams `filters_changed`.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireUser } from '../../auth.js';
import { filterOf, filtersOf, keywordsOf, type FilterRow, type KeywordRow } from '../../db/filters.js';
import { deleteFilter, deleteKeyword, insertFilter, insertKeyword, keywordById, ownV2Keyword, updateFilter, updateKeyword } from '../../db/filterWrites.js';
import { notFound, unprocessable } from '../../http/errors.js';
import { bodyOf, bool, str } from '../../http/params.js';
import { renderFilterV2, renderKeyword } from '../../views/filter.js';
import { contextParam, expiresAtParam, keywordAttrsParam, keywordText } from './filter-params.js';

const ACTIONS = ['warn', 'hide'];

function actionParam(value: unknown, current: string = 'warn'): string {
  const action = str(value) ?? current;
  if (!ACTIONS.includes(action)) throw unprocessable('Validation failed: Filter action is not included in the list');
  return action;
}

function titleParam(value: unknown): string {
  const title = str(value)?.trim() ?? '';
  if (title === '') throw unprocessable("Validation failed: Title can't be blank");
  return title;
}

export function registerFiltersV2(app: FastifyInstance): void {
  const { store, events } = app.ctx;
  const read = { preHandler: requireUser(app, 'read:filters') };
  const write = { preHandler: requireUser(app, 'write:filters') };
  const userOf = (req: FastifyRequest) => req.auth!.user!.id;
  const changed = (userId: number) => events.emit('filters:changed', String(userId));
  const idParam = (req: FastifyRequest, name = 'id') => Number((req.params as Record<string, string>)[name]) || 0;

  const ownFilter = (req: FastifyRequest, name = 'id'): FilterRow => {
    const f = filterOf(store, userOf(req), idParam(req, name), 2);
    if (!f) throw notFound();
    return f;
  };
  const ownKeyword = (req: FastifyRequest): KeywordRow => {
    const k = ownV2Keyword(store, idParam(req), userOf(req));
    if (!k) throw notFound();
    return k;
  };
  const addKeyword = (filterId: number, keyword: string, wholeWord: boolean) => insertKeyword(store, filterId, keyword, wholeWord);
  const render = (f: FilterRow) => renderFilterV2(f, keywordsOf(store, f.id));

  app.get('/api/v2/filters', read, async (req) => filtersOf(store, userOf(req), 2).map(render));
  app.get('/api/v2/filters/:id', read, async (req) => render(ownFilter(req)));

  app.post('/api/v2/filters', write, async (req) => {
    const body = bodyOf(req);
    const title = titleParam(body.title);
    const context = contextParam(body.context);
    const action = actionParam(body.filter_action);
    const expiresAt = expiresAtParam(body.expires_in);
    const keywords = keywordAttrsParam(body.keywords_attributes).filter((k) => !k.destroy);
    const words = keywords.map((k) => ({ keyword: keywordText(k.keyword), wholeWord: k.whole_word ?? false }));
    const id = store.tx(() => {
      const filterId = insertFilter(store, userOf(req), 2, { title, context: JSON.stringify(context), action, expiresAt });
      for (const w of words) addKeyword(filterId, w.keyword, w.wholeWord);
      return filterId;
    });
    changed(userOf(req));
    return render(filterOf(store, userOf(req), id, 2)!);
  });

  app.put('/api/v2/filters/:id', write, async (req) => {
    const f = ownFilter(req);
    const body = bodyOf(req);
    const title = body.title === undefined ? f.title : titleParam(body.title);
    const context = body.context === undefined && body['context[]'] === undefined ? null : contextParam(body.context);
    const action = actionParam(body.filter_action, f.action);
    const expiresAt = 'expires_in' in body ? expiresAtParam(body.expires_in) : f.expires_at;
    const edits = keywordAttrsParam(body.keywords_attributes);
    store.tx(() => {
      updateFilter(store, f.id, { title, context: context ? JSON.stringify(context) : f.context, action, expiresAt });
      for (const e of edits) {
        const existing = e.id === undefined ? undefined : keywordsOf(store, f.id).find((k) => k.id === e.id);
        if (e.id !== undefined && !existing) throw notFound();
        if (existing && e.destroy) deleteKeyword(store, existing.id);
        else if (existing) {
          const keyword = e.keyword === undefined ? existing.keyword : keywordText(e.keyword);
          const wholeWord = e.whole_word ?? !!existing.whole_word;
          updateKeyword(store, existing.id, keyword, wholeWord);
        } else if (!e.destroy) addKeyword(f.id, keywordText(e.keyword), e.whole_word ?? false);
      }
    });
    changed(userOf(req));
    return render(filterOf(store, userOf(req), f.id, 2)!);
  });

  app.delete('/api/v2/filters/:id', write, async (req) => {
    const f = ownFilter(req);
    deleteFilter(store, f.id);
    changed(userOf(req));
    return {};
  });

  app.get('/api/v2/filters/:filterId/keywords', read, async (req) => keywordsOf(store, ownFilter(req, 'filterId').id).map(renderKeyword));

  app.post('/api/v2/filters/:filterId/keywords', write, async (req) => {
    const f = ownFilter(req, 'filterId');
    const body = bodyOf(req);
    const id = addKeyword(f.id, keywordText(body.keyword), bool(body.whole_word) ?? false);
    changed(userOf(req));
    return renderKeyword(keywordById(store, id)!);
  });

  app.get('/api/v2/filters/keywords/:id', read, async (req) => renderKeyword(ownKeyword(req)));

  app.put('/api/v2/filters/keywords/:id', write, async (req) => {
    const k = ownKeyword(req);
    const body = bodyOf(req);
    const keyword = body.keyword === undefined ? k.keyword : keywordText(body.keyword);
    const wholeWord = bool(body.whole_word) ?? !!k.whole_word;
    updateKeyword(store, k.id, keyword, wholeWord);
    changed(userOf(req));
    return renderKeyword({ ...k, keyword, whole_word: wholeWord ? 1 : 0 });
  });

  app.delete('/api/v2/filters/keywords/:id', write, async (req) => {
    const k = ownKeyword(req);
    deleteKeyword(store, k.id);
    changed(userOf(req));
    return {};
  });
}

// Pleroma's list imports: follow_import, mutes_import, blocks_import. The `list` field is the text
// of a file (or the uploaded file itself), read as Pleroma reads it: a follow list line by line,
// the first CSV column of each (a Mastodon export, its header row dropped); a mute or block list
// split on any whitespace. Known accounts are acted on in one transaction; every entry not acted
// on (unknown, deactivated, oneself, a repeat, refused) is counted as skipped. Pleroma answers
// "job started" and works in the background; this instance does the work before answering and
// reports the counts.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireUser } from '../../auth.js';
import * as rel from '../../db/follows.js';
import { isBlocking } from '../../db/relations.js';
import { userByAcct, type UserRow } from '../../db/users.js';
import { hostOf } from '../../http/base.js';
import { badRequest } from '../../http/errors.js';
import { bodyOf, isUploadedFile, str } from '../../http/params.js';
import { publishNotification } from '../../services/notifications.js';

const MAX_LINES = 5000;

const withoutAt = (s: string) => s.replace(/^@+/, '');

/** A follow list: the first column of each line; the "Account address" header and blank lines dropped. */
export function followListAccts(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.split(',')[0].trim())
    .filter((first) => first !== '' && first !== 'Account address')
    .map(withoutAt);
}

/** A mute or block list: every whitespace-separated word is an account. */
export function accountListAccts(text: string): string[] {
  return text.split(/\s+/).filter((word) => word !== '').map(withoutAt);
}

function listText(req: FastifyRequest): string {
  const value = bodyOf(req).list;
  const file = [value].flat().find(isUploadedFile);
  const text = file ? file.data.toString('utf8') : str(value);
  if (text === undefined) throw badRequest('Missing field: list');
  return text;
}

/** Acts on one account; 'skip' counts it as skipped; a number is a notification to publish. */
type Action = (viewer: UserRow, target: UserRow) => number | null | void | 'skip';

export function registerImports(app: FastifyInstance): void {
  const { store } = app.ctx;
  const route = (path: string, scope: string, read: (text: string) => string[], act: Action) =>
    app.post(path, { preHandler: requireUser(app, scope) }, async (req) => {
      const viewer = req.auth!.user!;
      const accts = read(listText(req));
      if (accts.length > MAX_LINES) throw badRequest(`At most ${MAX_LINES} accounts per import`);
      const notifications: (number | null)[] = [];
      const done = new Set<number>();
      let imported = 0;
      store.tx(() => {
        for (const acct of accts) {
          const target = userByAcct(store, acct, hostOf(req));
          if (!target || target.deactivated || target.id === viewer.id || done.has(target.id)) continue;
          done.add(target.id);
          const result = act(viewer, target);
          if (result === 'skip') continue;
          if (typeof result === 'number') notifications.push(result);
          imported += 1;
        }
      });
      for (const id of notifications) publishNotification(app, id);
      return { status: 'success', imported, skipped: accts.length - imported };
    });

  route('/api/pleroma/follow_import', 'write:follows', followListAccts, (viewer, target) => {
    if (isBlocking(store, target.id, viewer.id) || isBlocking(store, viewer.id, target.id)) return 'skip';
    return rel.follow(store, viewer, target, {});
  });
  route('/api/pleroma/mutes_import', 'write:mutes', accountListAccts, (viewer, target) => rel.mute(store, viewer.id, target.id, true, 0));
  route('/api/pleroma/blocks_import', 'write:blocks', accountListAccts, (viewer, target) => rel.block(store, viewer.id, target.id));
}

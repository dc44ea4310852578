// Pleroma's list imports: follow_import, mutes_import, blocks_import. The `list` field is the text
// of a file (or the uploaded file itself): one account per line, or a Mastodon CSV export whose
// first column is the account address. Known accounts are acted on in one transaction; unknown
// ones (and the user themselves) are skipped and counted. Pleroma answers "job started" and works
// in the background; this instance does the work before answering and reports the counts.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireUser } from '../../auth.js';
import * as rel from '../../db/follows.js';
import { isBlocking } from '../../db/relations.js';
import { userByAcct, type UserRow } from '../../db/users.js';
import { hostOf } from '../../http/base.js';
import { badRequest } from '../../http/errors.js';
import { bodyOf, isUploadedFile, str } from '../../http/params.js';
import { publishNotification } from '../mastodon/status-actions.js';

const MAX_LINES = 5000;

/** The account addresses of an import file; a CSV header row and blank lines are dropped. */
export function importedAccts(text: string): string[] {
  const out: string[] = [];
  for (const line of text.split(/\r?\n/)) {
    const first = line.split(',')[0].trim().replace(/^"|"$/g, '');
    if (!first || /\s/.test(first) || /^account address$/i.test(first)) continue;
    out.push(first.replace(/^@/, ''));
  }
  return [...new Set(out)];
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
  const route = (path: string, scope: string, act: Action) =>
    app.post(path, { preHandler: requireUser(app, scope) }, async (req) => {
      const viewer = req.auth!.user!;
      const accts = importedAccts(listText(req));
      if (accts.length > MAX_LINES) throw badRequest(`At most ${MAX_LINES} accounts per import`);
      const notifications: (number | null)[] = [];
      let imported = 0;
      store.tx(() => {
        for (const acct of accts) {
          const target = userByAcct(store, acct, hostOf(req));
          if (!target || target.deactivated || target.id === viewer.id) continue;
          const result = act(viewer, target);
          if (result === 'skip') continue;
          if (typeof result === 'number') notifications.push(result);
          imported += 1;
        }
      });
      for (const id of notifications) publishNotification(app, id);
      return { status: 'success', imported, skipped: accts.length - imported };
    });

  route('/api/pleroma/follow_import', 'write:follows', (viewer, target) => {
    if (isBlocking(store, target.id, viewer.id) || isBlocking(store, viewer.id, target.id)) return 'skip';
    return rel.follow(store, viewer, target, {});
  });
  route('/api/pleroma/mutes_import', 'write:mutes', (viewer, target) => rel.mute(store, viewer.id, target.id, true, 0));
  route('/api/pleroma/blocks_import', 'write:blocks', (viewer, target) => rel.block(store, viewer.id, target.id));
}

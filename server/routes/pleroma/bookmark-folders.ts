// Pleroma 2.8 bookmark folders: list, create, rename / change emoji, delete. A folder's emoji is a
// unicode emoji or one of this instance's custom emoji (`:shortcode:`).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireUser } from '../../auth.js';
import { createFolder, deleteFolder, folderNameTaken, foldersOf, ownFolder, updateFolder } from '../../db/bookmarkFolders.js';
import { baseUrl } from '../../http/base.js';
import { notFound, unprocessable } from '../../http/errors.js';
import { bodyOf, str } from '../../http/params.js';
import { renderBookmarkFolder } from '../../views/bookmark-folder.js';
import { reactionName } from './reactions.js';

type IdRequest = FastifyRequest<{ Params: { id: string } }>;

const NAME_MAX = 100;

function nameOf(raw: unknown): string {
  const name = (str(raw) ?? '').trim();
  if (name === '') throw unprocessable("Name can't be blank");
  if (name.length > NAME_MAX) throw unprocessable(`Name is too long (maximum is ${NAME_MAX} characters)`);
  return name;
}

/** null for no emoji; a custom emoji is stored as `:shortcode:`. */
function emojiOf(raw: unknown): string | null {
  const text = (str(raw) ?? '').trim();
  if (text === '') return null;
  const name = reactionName(text);
  if (!name) throw unprocessable('Invalid emoji');
  return /^[A-Za-z0-9_]+$/.test(name) ? `:${name}:` : name;
}

export function registerBookmarkFolders(app: FastifyInstance): void {
  const store = app.ctx.store;
  const read = { preHandler: requireUser(app, 'read:bookmarks') };
  const write = { preHandler: requireUser(app, 'write:bookmarks') };
  const folderOf = (req: IdRequest) => {
    const folder = ownFolder(store, req.auth!.user!.id, req.params.id);
    if (!folder) throw notFound();
    return folder;
  };

  app.get('/api/v1/pleroma/bookmark_folders', read, async (req) =>
    foldersOf(store, req.auth!.user!.id).map((f) => renderBookmarkFolder(baseUrl(req), f)),
  );

  app.post('/api/v1/pleroma/bookmark_folders', write, async (req) => {
    const body = bodyOf(req);
    const userId = req.auth!.user!.id;
    const name = nameOf(body.name);
    const emoji = emojiOf(body.emoji);
    if (folderNameTaken(store, userId, name)) throw unprocessable('Name has already been taken');
    return renderBookmarkFolder(baseUrl(req), createFolder(store, userId, name, emoji));
  });

  app.patch<{ Params: { id: string } }>('/api/v1/pleroma/bookmark_folders/:id', write, async (req) => {
    const folder = folderOf(req);
    const body = bodyOf(req);
    const name = body.name === undefined ? folder.name : nameOf(body.name);
    const emoji = body.emoji === undefined ? folder.emoji : emojiOf(body.emoji);
    if (folderNameTaken(store, folder.user_id, name, folder.id)) throw unprocessable('Name has already been taken');
    return renderBookmarkFolder(baseUrl(req), updateFolder(store, folder, name, emoji));
  });

  app.delete<{ Params: { id: string } }>('/api/v1/pleroma/bookmark_folders/:id', write, async (req) => {
    const folder = folderOf(req);
    deleteFolder(store, folder);
    return renderBookmarkFolder(baseUrl(req), folder);
  });
}

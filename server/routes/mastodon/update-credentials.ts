// PATCH /api/v1/accounts/update_credentials, JSON or multipart (Mastodon + Pleroma parameters).
// Images are re-encoded first (outside the transaction); the row is then updated in one
// transaction, and the files of images it replaced are removed after the commit.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { charCount, PROFILE_LIMITS } from '../../account/limits.js';
import { requireUser } from '../../auth.js';
import { updateUserColumns } from '../../db/userWrites.js';
import { userById, type UserRow } from '../../db/users.js';
import { hostOf } from '../../http/base.js';
import { ApiError, unprocessable } from '../../http/errors.js';
import { bodyOf, bool, isUploadedFile, str } from '../../http/params.js';
import { storeProfileImage, type ProfileImageKind } from '../../media/profileImage.js';
import { removeUpload } from '../../media/storage.js';
import { formatPlainText } from '../../text/format.js';
import { presentCredentialAccount } from '../../present/index.js';
import { renderCtx } from '../../views/context.js';

type Body = Record<string, unknown>;

const SCOPES = ['public', 'unlisted', 'private', 'direct'];
const FLAGS: [param: string, column: keyof UserRow][] = [
  ['locked', 'locked'],
  ['bot', 'bot'],
  ['discoverable', 'discoverable'],
  ['hide_followers', 'hide_followers'],
  ['hide_follows', 'hide_follows'],
  ['hide_followers_count', 'hide_followers_count'],
  ['hide_follows_count', 'hide_follows_count'],
  ['hide_favorites', 'hide_favorites'],
  ['show_role', 'show_role'],
  ['no_rich_text', 'no_rich_text'],
  ['allow_following_move', 'allow_following_move'],
  ['accepts_chat_messages', 'accepts_chat_messages'],
  ['skip_thread_containment', 'skip_thread_containment'],
];
const IMAGES: [param: string, kind: ProfileImageKind, limit: 'avatarUploadLimit' | 'bannerUploadLimit' | 'backgroundUploadLimit'][] = [
  ['avatar', 'avatar', 'avatarUploadLimit'],
  ['header', 'header', 'bannerUploadLimit'],
  ['pleroma_background_image', 'background', 'backgroundUploadLimit'],
];
const OWN_FILE = /^[0-9a-f]{32}\/(avatar|header|background)\.webp$/;
const TOO_LARGE_CODES = new Set(['FST_REQ_FILE_TOO_LARGE', 'FST_ERR_CTP_BODY_TOO_LARGE']);
const tooLarge = () => new ApiError(413, 'File is too large');

/** fields_attributes as a list ([{name, value}]) or an index map ({0: {name, value}}). */
function fieldsParam(value: unknown, limits: { maxFields: number; nameLength: number; valueLength: number }) {
  if (value === undefined) return undefined;
  const entries = Array.isArray(value) ? value : value && typeof value === 'object' ? Object.values(value) : [];
  const fields = entries
    .map((e) => (e && typeof e === 'object' ? (e as Body) : {}))
    .map((e) => ({ name: (str(e.name) ?? '').trim(), value: (str(e.value) ?? '').trim() }))
    .filter((f) => f.name !== '' || f.value !== '');
  if (fields.length > limits.maxFields) throw unprocessable(`Validation failed: Fields are limited to ${limits.maxFields}`);
  if (fields.some((f) => charCount(f.name) > limits.nameLength || charCount(f.value) > limits.valueLength)) {
    throw unprocessable('Validation failed: A field name or value is too long');
  }
  return fields;
}

function settingsStoreParam(value: unknown, before: string): string | undefined {
  if (value === undefined) return undefined;
  let given: unknown = value;
  if (typeof value === 'string') {
    try {
      given = JSON.parse(value);
    } catch {
      throw unprocessable('Invalid pleroma_settings_store');
    }
  }
  if (!given || typeof given !== 'object' || Array.isArray(given)) throw unprocessable('Invalid pleroma_settings_store');
  let stored: Body = {};
  try {
    stored = JSON.parse(before) as Body;
  } catch {
    // A damaged store is replaced.
  }
  const merged = { ...stored, ...(given as Body) };
  const text = JSON.stringify(merged);
  if (text.length > 1_000_000) throw unprocessable('pleroma_settings_store is too large');
  return text;
}

/** The column updates the body asks for (images aside). */
function columnUpdates(req: FastifyRequest, user: UserRow, body: Body): Record<string, unknown> {
  const { ctx } = req.server;
  const config = ctx.config();
  const set: Record<string, unknown> = {};
  const name = str(body.display_name);
  if (name !== undefined) {
    if (charCount(name) > PROFILE_LIMITS.name) throw unprocessable('Validation failed: Name is too long');
    set.display_name = name.trim();
  }
  const note = str(body.note);
  if (note !== undefined) {
    if (charCount(note) > PROFILE_LIMITS.bio) throw unprocessable('Validation failed: Bio is too long');
    set.note_source = note;
    set.note = formatPlainText(ctx.store, note, hostOf(req)).html;
  }
  for (const [param, column] of FLAGS) {
    const on = bool(body[param]);
    if (on !== undefined) set[column] = on ? 1 : 0;
  }
  const actorType = str(body.actor_type);
  if (actorType === 'Service' || actorType === 'Person') set.bot = actorType === 'Service' ? 1 : 0;
  const source = body.source && typeof body.source === 'object' ? (body.source as Body) : {};
  const scope = str(body.default_scope) ?? str(source.privacy);
  if (scope !== undefined) {
    if (!SCOPES.includes(scope)) throw unprocessable('Invalid default scope');
    set.default_scope = scope;
  }
  const fields = fieldsParam(body.fields_attributes, config.fieldsLimits);
  if (fields) set.fields = JSON.stringify(fields);
  const settingsStore = settingsStoreParam(body.pleroma_settings_store, user.settings_store);
  if (settingsStore !== undefined) set.settings_store = settingsStore;
  return set;
}

export function registerUpdateCredentials(app: FastifyInstance): void {
  const { ctx } = app;
  const errorHandler = (error: FastifyError, req: FastifyRequest, reply: FastifyReply) => {
    if (error.code && TOO_LARGE_CODES.has(error.code)) return reply.status(413).send({ error: tooLarge().message });
    return app.errorHandler(error, req, reply);
  };

  app.patch('/api/v1/accounts/update_credentials', { preHandler: requireUser(app, 'write:accounts'), errorHandler }, async (req) => {
    const user = req.auth!.user!;
    const body = bodyOf(req);
    const set = columnUpdates(req, user, body);
    const column = { avatar: 'avatar', header: 'header', background: 'background' } as const;
    const written: string[] = [];
    try {
      for (const [param, kind, limit] of IMAGES) {
        const value = body[param];
        if (value === undefined) continue;
        const file = [value].flat().find(isUploadedFile);
        if (!file) {
          // An empty value removes the image (back to the instance default).
          if ((str(value) ?? '') === '') set[column[kind]] = null;
          continue;
        }
        if (file.data.length > ctx.config()[limit]) throw tooLarge();
        const stored = await storeProfileImage(ctx.paths.media, kind, file.data);
        if (!stored) throw unprocessable(`Validation failed: ${param} is not a readable image`);
        written.push(stored);
        set[column[kind]] = stored;
      }
      if (Object.keys(set).length > 0) ctx.store.tx(() => updateUserColumns(ctx.store, user.id, set));
    } catch (err) {
      for (const file of written) await removeUpload(ctx.paths.media, file);
      throw err;
    }
    for (const kind of ['avatar', 'header', 'background'] as const) {
      const old = user[kind];
      // Only files this route wrote (seeded images share a folder and stay).
      if (old && OWN_FILE.test(old) && kind in set && set[kind] !== old) await removeUpload(ctx.paths.media, old);
    }
    return presentCredentialAccount(renderCtx(req), userById(ctx.store, user.id)!);
  });
}

// Media uploads: POST /api/v1/media and /api/v2/media (multipart `file`, `description`, `focus`),
// GET and PUT /api/v1/media/:id for the uploader. Files are processed synchronously (an image's
// thumbnail included; small uploads take milliseconds), so v2 answers 200 with a full attachment
// like v1. `focus` is accepted and ignored, as Pleroma does.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { requireUser } from '../../auth.js';
import { attachmentById, insertAttachment, setAttachmentDescription } from '../../db/attachments.js';
import { ApiError, notFound, unprocessable } from '../../http/errors.js';
import { bodyOf, isUploadedFile, str } from '../../http/params.js';
import { removeUpload, storeUpload } from '../../media/storage.js';
import { canThumbnail, writeThumbnail } from '../../media/thumbnail.js';
import type { AttachmentRow } from '../../db/attachments.js';
import { renderAttachment } from '../../views/attachment.js';
import { renderCtx } from '../../views/context.js';

const TOO_LARGE_CODES = new Set(['FST_REQ_FILE_TOO_LARGE', 'FST_ERR_CTP_BODY_TOO_LARGE']);
const tooLarge = () => new ApiError(413, 'File is too large');

function descriptionParam(req: FastifyRequest, value: unknown): string | undefined {
  const description = str(value);
  if (description === undefined) return undefined;
  if ([...description].length > req.server.ctx.config().descriptionLimit) {
    throw unprocessable('Validation failed: Description is too long');
  }
  return description;
}

/** The caller's own attachment; Pleroma refuses others with 403, Mastodon pretends it is not there. */
function ownAttachment(req: FastifyRequest, id: string): AttachmentRow {
  const { ctx } = req.server;
  const attachment = /^\d{1,15}$/.test(id) ? attachmentById(ctx.store, Number(id)) : undefined;
  if (!attachment) throw notFound();
  if (attachment.user_id !== req.auth!.user!.id) {
    throw ctx.flavor === 'pleroma' ? new ApiError(403, 'Access denied') : notFound();
  }
  return attachment;
}

export function registerMedia(app: FastifyInstance): void {
  const { ctx } = app;
  // The multipart parser rejects a file over its limit before the handler runs; say it the API's way.
  const errorHandler = (error: FastifyError, req: FastifyRequest, reply: FastifyReply) => {
    if (error.code && TOO_LARGE_CODES.has(error.code)) return reply.status(413).send({ error: tooLarge().message });
    return app.errorHandler(error, req, reply);
  };
  const writeMedia = { preHandler: requireUser(app, 'write:media'), errorHandler };

  const upload = async (req: FastifyRequest) => {
    const body = bodyOf(req);
    const file = [body.file].flat().find(isUploadedFile);
    if (!file) throw unprocessable("Validation failed: File can't be blank");
    if (file.data.length > ctx.config().uploadLimit) throw tooLarge();
    if (file.data.length === 0) throw unprocessable('Validation failed: File is empty');
    const description = descriptionParam(req, body.description) ?? '';
    const stored = await storeUpload(ctx.paths.media, file);
    let id: number;
    try {
      const image = stored.type === 'image' && canThumbnail(stored.mime);
      const thumb = image ? await writeThumbnail(ctx.paths.media, stored.file, file.data) : null;
      // Sizes come from the decoder (EXIF-rotated); an image it cannot read is kept without any.
      const row = image ? { ...stored, width: thumb?.width ?? null, height: thumb?.height ?? null } : stored;
      id = ctx.store.tx(() => insertAttachment(ctx.store, req.auth!.user!.id, row, description, thumb?.file ?? null));
    } catch (err) {
      await removeUpload(ctx.paths.media, stored.file);
      throw err;
    }
    return renderAttachment(renderCtx(req), attachmentById(ctx.store, id)!);
  };
  app.post('/api/v1/media', writeMedia, upload);
  app.post('/api/v2/media', writeMedia, upload);

  app.get<{ Params: { id: string } }>('/api/v1/media/:id', writeMedia, async (req) =>
    renderAttachment(renderCtx(req), ownAttachment(req, req.params.id)),
  );

  app.put<{ Params: { id: string } }>('/api/v1/media/:id', writeMedia, async (req) => {
    const attachment = ownAttachment(req, req.params.id);
    // Mastodon only edits media that is not posted yet; Pleroma lets the owner fix alt text later.
    if (ctx.flavor === 'mastodon' && attachment.status_id !== null) throw notFound();
    const description = descriptionParam(req, bodyOf(req).description);
    if (description !== undefined) ctx.store.tx(() => setAttachmentDescription(ctx.store, attachment.id, description));
    return renderAttachment(renderCtx(req), attachmentById(ctx.store, attachment.id)!);
  });
}

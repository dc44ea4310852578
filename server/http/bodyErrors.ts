// A malformed body (missing or wrong multipart boundary, truncated part, bad part header) is the
// client's fault: whatever the parser throws while reading it becomes a 400, never a 500. The
// body is read in full before any handler runs, so a refused request has written nothing.
import type { FastifyInstance, FastifyRequest } from 'fastify';

const READING = Symbol('starling.readingBody');
type Marked = FastifyRequest & { [READING]?: boolean };

/** Register before the body parsers' preValidation hooks (@fastify/multipart). */
export function markBodyReadStart(app: FastifyInstance): void {
  app.addHook('preValidation', async (req: FastifyRequest) => {
    (req as Marked)[READING] = true;
  });
}

/** Register after them: from here on an error belongs to the route, not to the body. */
export function markBodyReadEnd(app: FastifyInstance): void {
  app.addHook('preValidation', async (req: FastifyRequest) => {
    (req as Marked)[READING] = false;
  });
}

/** True when the error was thrown while a body was being read (content-type parsers included). */
export function failedReadingBody(req: FastifyRequest, error: { code?: string }): boolean {
  if ((req as Marked)[READING] === true) return true;
  // Fastify's own content-type parsing errors (FST_ERR_CTP_*) come before any hook.
  return typeof error.code === 'string' && error.code.startsWith('FST_ERR_CTP_');
}

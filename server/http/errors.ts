// Every error leaves as JSON `{"error": "..."}` with a 4xx status when the client is at fault;
// only real bugs become 500s, and those never echo internals.
import type { FastifyError, FastifyInstance } from 'fastify';
import { failedReadingBody } from './bodyErrors.js';

export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

export const notFound = (message = 'Record not found') => new ApiError(404, message);
export const badRequest = (message: string) => new ApiError(400, message);
export const forbidden = (message: string) => new ApiError(403, message);
export const unprocessable = (message: string) => new ApiError(422, message);

export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | ApiError, req, reply) => {
    if (error instanceof ApiError) {
      return reply.status(error.statusCode).send({ error: error.message, ...error.extra });
    }
    if ('validation' in error && error.validation) {
      return reply.status(400).send({ error: error.message });
    }
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    // Size limits keep their 413; anything else the body parsers throw is a malformed body.
    if (status !== 413 && failedReadingBody(req, error)) {
      return reply.status(400).send({ error: `Malformed request body: ${error.message}` });
    }
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ error: error.message });
    }
    req.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ error: 'Internal server error' });
  });
}

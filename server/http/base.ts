// The instance has no configured domain: URLs are built from the Host the client used.
import type { FastifyRequest } from 'fastify';

export function hostOf(req: FastifyRequest): string {
  const host = req.host || 'localhost';
  // Only characters a host:port may contain, so the value is safe in HTML and headers.
  return /^[A-Za-z0-9.\-:[\]]+$/.test(host) ? host : 'localhost';
}

export function baseUrl(req: FastifyRequest): string {
  return `${req.protocol}://${hostOf(req)}`;
}

export function streamingUrl(req: FastifyRequest): string {
  return `${req.protocol === 'https' ? 'wss' : 'ws'}://${hostOf(req)}`;
}

// The one way a route answers with an HTML page: UTF-8, never cached, under the page's own
// Content-Security-Policy (and, where asked, a Referrer-Policy).
import type { FastifyReply } from 'fastify';

export interface HtmlHeaders {
  csp: string;
  referrerPolicy?: string;
}

export function sendHtml(reply: FastifyReply, status: number, html: string, headers: HtmlHeaders) {
  reply.status(status).header('Content-Type', 'text/html; charset=utf-8').header('Cache-Control', 'no-store');
  if (headers.referrerPolicy) reply.header('Referrer-Policy', headers.referrerPolicy);
  return reply.header('Content-Security-Policy', headers.csp).send(html);
}

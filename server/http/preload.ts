// Pleroma's page preload (Pleroma.Web.Preload): the page a browser opens carries the answers a
// front end asks for first, so it need not ask. Pleroma puts them where the front end's index.html
// has `<!--server-generated-meta-->`, as `<script id="initial-results" type="application/json">`:
// a JSON object from request path to base64 of that answer's JSON. Base64 keeps "</script>" and
// "<!--" in posts from ever closing the block. Front ends that do not read it lose nothing.
import type { FastifyInstance, FastifyRequest } from 'fastify';

export const PRELOAD_PLACEHOLDER = '<!--server-generated-meta-->';

/** Pleroma's Instance provider: instance info, the panel, nodeinfo 2.0, the frontend configurations. */
const INSTANCE_PATHS = ['/api/v1/instance', '/instance/panel.html', '/nodeinfo/2.0.json', '/api/pleroma/frontend_configurations'];

/** Pleroma's Timelines provider: the whole known network on /main/all, the local timeline elsewhere. */
const PUBLIC_TIMELINE = '/api/v1/timelines/public';
const timelineQuery = (pagePath: string) => (pagePath.replace(/\/+$/, '') === '/main/all' ? '' : '?local=true');

/** The headers that decide the URLs an answer carries (host, scheme behind a proxy): nothing that identifies the visitor. */
const URL_HEADERS = ['host', 'x-forwarded-host', 'x-forwarded-proto'];

/**
 * The preload block for the page at `pagePath`, built by asking this server itself as an
 * anonymous visitor would (so the shapes are exactly the API's). An answer that is not a 200 is
 * left out: on a private instance the timeline is, as in Pleroma.
 */
export async function buildPreload(app: FastifyInstance, req: FastifyRequest, pagePath: string): Promise<string> {
  const headers: Record<string, string> = {};
  for (const name of URL_HEADERS) {
    const value = req.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  const urls = [...INSTANCE_PATHS.map((p) => [p, p]), [PUBLIC_TIMELINE, PUBLIC_TIMELINE + timelineQuery(pagePath)]];
  const answers = await Promise.all(
    urls.map(async ([key, url]) => {
      const res = await app.inject({ method: 'GET', url, headers });
      if (res.statusCode !== 200) return null;
      const json = res.headers['content-type']?.toString().includes('json') ? res.body : JSON.stringify(res.body);
      return [key, Buffer.from(json, 'utf8').toString('base64')] as const;
    }),
  );
  const data = Object.fromEntries(answers.filter((a) => a !== null));
  return `<script id="initial-results" type="application/json">${JSON.stringify(data)}</script>`;
}

/** index.html with the preload block in place of the placeholder (unchanged when it has none). */
export async function pageWithPreload(app: FastifyInstance, req: FastifyRequest, indexHtml: string, pagePath: string): Promise<string> {
  if (!indexHtml.includes(PRELOAD_PLACEHOLDER)) return indexHtml;
  let block = '';
  try {
    block = await buildPreload(app, req, pagePath);
  } catch (e) {
    // As Pleroma does: a page without preload still works, it only asks.
    req.log.error({ err: e }, 'preload failed');
  }
  return indexHtml.replace(PRELOAD_PLACEHOLDER, () => block);
}

// Pleroma-only front-end support: frontend_configurations and the custom emoji map.
import type { FastifyInstance } from 'fastify';
import { CUSTOM_EMOJI, emojiPath } from '../../assets/emoji.js';
import { readJson } from '../../config.js';

/** Pleroma-FE settings the instance admin would set; see data/frontend_configurations.json. */
export const DEFAULT_PLEROMA_FE: Record<string, unknown> = {
  theme: 'pleroma-dark',
  logo: '/static/logo.svg',
  logoMask: true,
  logoMargin: '.1em',
  background: '/instance/background.png',
  redirectRootNoLogin: '/main/all',
  redirectRootLogin: '/main/friends',
  showInstanceSpecificPanel: true,
  loginMethod: 'password',
  collapseMessageWithSubject: false,
  scopeCopy: true,
  subjectLineBehavior: 'email',
  postContentType: 'text/plain',
  alwaysShowSubjectInput: true,
  hideSitename: false,
  showFeaturesPanel: true,
  minimalScopesMode: false,
  hidePostStats: false,
  hideUserStats: false,
  hideFilteredStatuses: false,
  hideMutedPosts: false,
  nsfwCensorImage: '',
  sidebarRight: false,
  safeDM: true,
  sensitiveByDefault: false,
  webPushNotifications: false,
  // No admin front end is bundled (moderation lives in the client and the admin API): a client
  // that reads this shows no link to /pleroma/admin.
  adminPanelUrl: '',
};

function overrides(file: string): Record<string, unknown> {
  const fromFile = readJson(file);
  const fromEnv = process.env.STARLING_FRONTEND_CONFIG ? safeParse(process.env.STARLING_FRONTEND_CONFIG) : {};
  const pick = (o: Record<string, unknown>) =>
    o.pleroma_fe && typeof o.pleroma_fe === 'object' ? (o.pleroma_fe as Record<string, unknown>) : o;
  return { ...pick(fromEnv), ...pick(fromFile) };
}

function safeParse(text: string): Record<string, unknown> {
  try {
    const v: unknown = JSON.parse(text);
    return v && typeof v === 'object' ? (v as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

export function registerFrontend(app: FastifyInstance): void {
  // Read on every request so a test can switch e.g. loginMethod without restarting the server.
  app.get('/api/pleroma/frontend_configurations', async () => ({
    pleroma_fe: { ...DEFAULT_PLEROMA_FE, ...overrides(app.ctx.paths.frontendJson) },
  }));

  app.get('/api/pleroma/emoji.json', async () =>
    Object.fromEntries(CUSTOM_EMOJI.map((e) => [e.shortcode, { image_url: emojiPath(e), tags: e.tags }])),
  );
}

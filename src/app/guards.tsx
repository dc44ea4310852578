// Route guards and redirects. The rules are pure functions of who is signed
// in and what the instance allows, so they are testable without a router; <Guard> applies one.
import type { ReactNode } from 'react';
import { Navigate, useParams } from 'react-router';
import type { InstanceSettings } from '../entities/instance';
import { selectCurrentUser, selectIsLoggedIn } from '../store/authSlice';
import { useAppSelector } from '../store/hooks';
import { selectInstance } from '../store/instanceSlice';
import { selectLastTimeline } from '../store/uiSlice';
import { rememberedTimelinePath } from '../ui/links';

export interface GuardContext {
  loggedIn: boolean;
  instance: Pick<
    InstanceSettings,
    | 'private'
    | 'federating'
    | 'registrationOpen'
    | 'pleromaChatMessagesAvailable'
    | 'redirectRootLogin'
    | 'redirectRootNoLogin'
  >;
  /** Path of the member's last visited timeline, if one is remembered. */
  lastTimeline?: string | null;
}

/** A rule returns where to send the visitor instead, or null to let them in. */
export type GuardRule = (ctx: GuardContext, params: Record<string, string | undefined>) => string | null;

export const DEFAULT_ROOT_LOGIN = '/main/friends';
export const DEFAULT_ROOT_NO_LOGIN = '/main/all';
const LOGIN_PATH = '/login';

const usable = (path: string | undefined | null, fallback: string): string =>
  path && path.startsWith('/') && path !== '/' ? path : fallback;

/** Whether a timeline path is open to this visitor (used to keep redirects loop-free). */
function timelineOpen(path: string, ctx: GuardContext): boolean {
  const { loggedIn, instance } = ctx;
  if (path === '/main/friends') return loggedIn;
  if (path === '/main/public') return loggedIn || !instance.private;
  if (path === '/main/all') return instance.federating && (loggedIn || !instance.private);
  return true;
}

/**
 * Where guarded routes send anonymous visitors: the anonymous landing; when that is closed to
 * them too (private or non-federating instance), the public timeline, else the login page.
 */
export function anonymousLanding(ctx: GuardContext): string {
  const anon = { ...ctx, loggedIn: false };
  const landing = usable(ctx.instance.redirectRootNoLogin, DEFAULT_ROOT_NO_LOGIN);
  if (timelineOpen(landing, anon)) return landing;
  return timelineOpen('/main/public', anon) ? '/main/public' : LOGIN_PATH;
}

/**
 * `/` → for members the last visited timeline (the app remembers it; this is where it is used),
 * else redirectRootLogin; for visitors redirectRootNoLogin.
 */
export function rootRedirect(ctx: GuardContext): string {
  if (!ctx.loggedIn) return anonymousLanding(ctx);
  const last = ctx.lastTimeline ? usable(ctx.lastTimeline, '') : '';
  if (last && timelineOpen(last, ctx)) return last;
  const target = usable(ctx.instance.redirectRootLogin, DEFAULT_ROOT_LOGIN);
  // A configured landing this member cannot open (e.g. /main/all without federation) → home.
  return timelineOpen(target, ctx) ? target : DEFAULT_ROOT_LOGIN;
}

export const requireAuth: GuardRule = (ctx) => (ctx.loggedIn ? null : anonymousLanding(ctx));

/** /main/public: sign-in only on a private instance. */
export const publicTimelineRule: GuardRule = (ctx) =>
  ctx.instance.private && !ctx.loggedIn ? anonymousLanding(ctx) : null;

/** /main/all: federation enabled, and sign-in on a private instance. */
export const publicExternalRule: GuardRule = (ctx, params) => {
  const authFirst = publicTimelineRule(ctx, params);
  if (authFirst) return authFirst;
  if (ctx.instance.federating) return null;
  return ctx.loggedIn ? rootRedirect(ctx) : anonymousLanding(ctx);
};

/** Registration: members, and visitors when it is closed and they carry no invite token, go to root. */
export const registrationRule: GuardRule = (ctx, params) => {
  if (ctx.loggedIn) return '/';
  if (!ctx.instance.registrationOpen && !params.token) return '/';
  return null;
};

/** Chats: signed in and the server has chat messages. */
export const chatRule: GuardRule = (ctx, params) => {
  const auth = requireAuth(ctx, params);
  if (auth) return auth;
  return ctx.instance.pleromaChatMessagesAvailable ? null : '/';
};

export function useGuardContext(): GuardContext {
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const instance = useAppSelector(selectInstance);
  const remembered = useAppSelector(selectLastTimeline);
  const username = useAppSelector(selectCurrentUser)?.screen_name;
  const lastTimeline = remembered && username ? rememberedTimelinePath(remembered, username) : null;
  return { loggedIn, instance, lastTimeline };
}

export function Guard({ rule, children }: { rule: GuardRule; children: ReactNode }) {
  const ctx = useGuardContext();
  const params = useParams();
  const to = rule(ctx, params);
  return to ? <Navigate to={to} replace /> : <>{children}</>;
}

export function RootRedirect() {
  return <Navigate to={rootRedirect(useGuardContext())} replace />;
}

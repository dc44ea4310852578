// Profile link: nicknames that cannot be a top-level path (remote accts with an
// at-sign, empty ones, or names the instance reserves for its own routes) link by id instead.
import { encodeSegment } from './wellFormed';

export type ProfileRoute =
  | { name: 'external-user-profile'; params: { id: string } }
  | { name: 'user-profile'; params: { name: string } };

/** The two fields of a user that its link needs. */
type ProfileUser = { id: string; screen_name: string };

export function profileRoute(user: ProfileUser, restrictedNicknames: string[]): ProfileRoute {
  const name = typeof user.screen_name === 'string' ? user.screen_name : '';
  const restricted = Array.isArray(restrictedNicknames) && restrictedNicknames.includes(name);
  if (name === '' || name.includes('@') || restricted) {
    return { name: 'external-user-profile', params: { id: String(user.id) } };
  }
  return { name: 'user-profile', params: { name } };
}

/** The URL path of profileRoute: `/users/{id}` or `/{name}`. */
export function profilePath(user: ProfileUser, restrictedNicknames: string[]): string {
  const route = profileRoute(user, restrictedNicknames);
  return route.name === 'external-user-profile'
    ? `/users/${encodeSegment(route.params.id)}`
    : `/${encodeSegment(route.params.name)}`;
}

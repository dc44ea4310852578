// The navigation menus' links (lazy chunks): apart from Link.tsx, so the first chunk does without it.
import { useLocation, useResolvedPath } from 'react-router';
import { Link, type LinkProps } from './Link';

/** True when `pathname` is `to` or a path below it (`/bob` is active on `/bob/media`). */
export function isActivePath(pathname: string, to: string, end = false): boolean {
  if (pathname === to) return true;
  if (end) return false;
  const base = to.endsWith('/') ? to.slice(0, -1) : to;
  return pathname.startsWith(`${base}/`);
}

/** A Link that says it is the current page (`aria-current="page"`) while its route is shown. */
export function NavLink({ end, ...props }: LinkProps & { end?: boolean }) {
  const { pathname } = useLocation();
  const active = isActivePath(pathname, useResolvedPath(props.to).pathname, end);
  return <Link {...props} aria-current={active ? 'page' : undefined} />;
}

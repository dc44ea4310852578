// In-app links. React Router's own <Link> and <NavLink> carry its framework mode's prefetching
// (route manifests, <link rel=prefetch>, fetchers) into the first chunk even where nothing uses
// it: these are the same anchors built on its two small hooks (13 KB less to parse). NavLink is
// NavLink.tsx: only the navigation menus use it.
import type { AnchorHTMLAttributes, MouseEvent, Ref } from 'react';
import { useHref, useLinkClickHandler, type To } from 'react-router';

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: To;
  /** Replace the current history entry instead of pushing one. */
  replace?: boolean;
  /** History state for the new entry. */
  state?: unknown;
  ref?: Ref<HTMLAnchorElement>;
}

/** An anchor with a real href that navigates in the app on a plain click (a modified click opens a tab). */
export function Link({ to, replace, state, target, onClick, ref, ...rest }: LinkProps) {
  const href = useHref(to);
  const navigate = useLinkClickHandler(to, { replace, state, target });
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!event.defaultPrevented) navigate(event);
  };
  return <a {...rest} ref={ref} href={href} target={target} onClick={handleClick} />;
}

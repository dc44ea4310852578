// The list of a WAI-ARIA menu, with one look for every menu's items (MenuList.css). The menu keeps
// its own keyboard handling (useMenuNavigation) and passes it in as onKeyDown.
import type { KeyboardEventHandler, ReactNode, Ref } from 'react';
import './MenuList.css';

interface MenuListProps {
  ref?: Ref<HTMLUListElement>;
  /** The menu's accessible name. */
  label: string;
  /** The menu's own class, for what only it has (width, separators). */
  className?: string;
  onKeyDown?: KeyboardEventHandler<HTMLUListElement>;
  children: ReactNode;
}

export function MenuList({ ref, label, className, onKeyDown, children }: MenuListProps) {
  return (
    <ul ref={ref} className={className ? `menu-list ${className}` : 'menu-list'} role="menu" aria-label={label} onKeyDown={onKeyDown}>
      {children}
    </ul>
  );
}

// A menu's items from a list of actions: a link within the app (`to`), a link to another site
// (`href`, in a new tab), or a button that closes the menu and then runs. A kept action's outbox
// mark is part of its button's name. The action menus (a post's, an account's) render through this.
import type { OutboxMark } from '../store/outbox/marks';
import { Link } from './Link';
import { OutboxMarkNote } from './OutboxMarkNote';

export interface MenuAction {
  key: string;
  label: string;
  /** The outbox's mark of the item's kept action. */
  mark?: OutboxMark;
  run?: () => unknown;
  to?: string;
  href?: string;
  /** Cannot be undone (delete): set apart in bold. */
  danger?: boolean;
}

export function MenuActionItems({ items, onClose }: { items: MenuAction[]; onClose: () => void }) {
  return items.map((it) => (
    <li key={it.key} role="none">
      {it.to ? (
        <Link role="menuitem" to={it.to} onClick={onClose}>
          {it.label}
        </Link>
      ) : it.href ? (
        <a role="menuitem" href={it.href} target="_blank" rel="noopener noreferrer nofollow" onClick={onClose}>
          {it.label}
        </a>
      ) : (
        <button
          type="button"
          role="menuitem"
          className={it.danger ? 'menu-list__danger' : undefined}
          onClick={() => {
            onClose();
            void it.run?.();
          }}
        >
          {it.label}
          <OutboxMarkNote mark={it.mark ?? null} inside />
        </button>
      )}
    </li>
  ));
}

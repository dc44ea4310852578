// The keyboard shortcuts, as Mastodon and Pleroma-FE users know them: the table the
// help dialog lists, and a reader turning key presses into actions (with "g then h" sequences).
// Pure: the DOM side is in runShortcut.ts.

export type ShortcutAction =
  | 'next'
  | 'previous'
  | 'reply'
  | 'favourite'
  | 'repeat'
  | 'react'
  | 'open'
  | 'expand'
  | 'newPost'
  | 'search'
  | 'goHome'
  | 'goNotifications'
  | 'goLists'
  | 'loadNew'
  | 'help';

export interface Shortcut {
  /** The keys in order: ['g', 'h'] is a sequence. */
  keys: string[];
  action: ShortcutAction;
  /** i18n key of what it does. */
  label: string;
}

export const SHORTCUTS: Shortcut[] = [
  { keys: ['j'], action: 'next', label: 'keyboard.next' },
  { keys: ['k'], action: 'previous', label: 'keyboard.previous' },
  { keys: ['r'], action: 'reply', label: 'keyboard.reply' },
  { keys: ['f'], action: 'favourite', label: 'keyboard.favourite' },
  { keys: ['b'], action: 'repeat', label: 'keyboard.repeat' },
  { keys: ['e'], action: 'react', label: 'keyboard.react' },
  { keys: ['o'], action: 'open', label: 'keyboard.open' },
  { keys: ['x'], action: 'expand', label: 'keyboard.expand' },
  { keys: ['n'], action: 'newPost', label: 'keyboard.new_post' },
  { keys: ['/'], action: 'search', label: 'keyboard.search' },
  { keys: ['g', 'h'], action: 'goHome', label: 'keyboard.go_home' },
  { keys: ['g', 'n'], action: 'goNotifications', label: 'keyboard.go_notifications' },
  { keys: ['g', 'l'], action: 'goLists', label: 'keyboard.go_lists' },
  { keys: ['.'], action: 'loadNew', label: 'keyboard.load_new' },
  { keys: ['?'], action: 'help', label: 'keyboard.help' },
];

/** How long (ms) a "g" waits for its second key. */
export const SEQUENCE_MS = 1500;

const SINGLE = new Map(SHORTCUTS.filter((s) => s.keys.length === 1).map((s) => [s.keys[0]!, s.action]));
const AFTER_G = new Map(SHORTCUTS.filter((s) => s.keys.length === 2).map((s) => [s.keys[1]!, s.action]));

/**
 * A reader of key presses: the action of a key, 'pending' after a "g" (a sequence begun), null for
 * any other key. A "g" is forgotten after SEQUENCE_MS or when another key comes.
 */
export function createKeyReader(): (key: string, now: number) => ShortcutAction | 'pending' | null {
  let gAt: number | null = null;
  return (key, now) => {
    const inSequence = gAt !== null && now - gAt <= SEQUENCE_MS;
    gAt = null;
    if (inSequence) return AFTER_G.get(key) ?? null;
    if (key === 'g') {
      gAt = now;
      return 'pending';
    }
    return SINGLE.get(key) ?? null;
  };
}

/** Text is typed here: a key press is text, not a shortcut. */
function isTextField(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || target.closest('[contenteditable="true"], [contenteditable=""], [role="textbox"]')) return true;
  return ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/** A plain key press outside text fields (Shift is allowed: "?" needs it on most layouts). */
export function isShortcutKey(e: KeyboardEvent): boolean {
  if (e.ctrlKey || e.metaKey || e.altKey || e.isComposing || e.defaultPrevented) return false;
  return !isTextField(e.target);
}

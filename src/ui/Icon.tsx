import { useEffect, useSyncExternalStore } from 'react';
import { ICONS, type IconName } from './icons';
import type { MORE_ICONS } from './moreIcons';

export type { IconName } from './icons';

type MoreIconName = keyof typeof MORE_ICONS;

// The icons the first screen does not draw are a chunk: lazy screens wait for it with their own
// (ui/lazyChunk), the shell asks for it in idle time after the first paint; an icon drawn before
// it is here keeps its box and gets its shape when it arrives.
let more: typeof MORE_ICONS | null = null;
let loading: Promise<void> | null = null;
const listeners = new Set<() => void>();

/** Loads the other icons (once); never rejects: a failed load is tried again by the next ask. */
export function loadMoreIcons(): Promise<void> {
  loading ??= import('./moreIcons').then(
    (m) => {
      more = m.MORE_ICONS;
      for (const listener of [...listeners]) listener();
    },
    () => {
      loading = null;
    },
  );
  return loading;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};
const loadedIcons = () => more;

function MoreIconShape({ name }: { name: MoreIconName }) {
  const icons = useSyncExternalStore(subscribe, loadedIcons, loadedIcons);
  useEffect(() => {
    if (!icons) void loadMoreIcons();
  }, [icons]);
  return icons?.[name] ?? null;
}

interface Props {
  name: IconName;
  /** Edge length in px (default 20). */
  size?: number;
  className?: string;
  /** Fill the shape with the text colour (a pressed star). */
  filled?: boolean;
}

/** Icons that point along the line (back, reply, in/out): mirrored on a right-to-left page by CSS. */
const POINTING = new Set<IconName>(['reply', 'chevronLeft', 'login', 'logout', 'external']);

/** Decorative inline SVG: always aria-hidden; the control around it carries the accessible name. */
export function Icon({ name, size = 20, className, filled = false }: Props) {
  return (
    <svg
      className={['icon', POINTING.has(name) && 'icon--pointing', className].filter(Boolean).join(' ')}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {name in ICONS ? ICONS[name as keyof typeof ICONS] : <MoreIconShape name={name as MoreIconName} />}
    </svg>
  );
}

import { ICONS, type IconName } from './icons';

export type { IconName } from './icons';

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
      {ICONS[name]}
    </svg>
  );
}

import type { ReactElement } from 'react';
import type { MORE_ICONS } from './moreIcons';

// Simple stroke drawings on a 24×24 grid (stroke = currentColor, set by Icon). Hand-made shapes,
// kept deliberately plain so they read well at 16–24 px. These are the ones the first screen draws
// (top bars, timeline header, a status's heading and buttons, notices); the rest are moreIcons.tsx.
export const ICONS = {
  reply: <path d="M9 14 4 9l5-5M4 9h10.5A5.5 5.5 0 0 1 20 14.5 5.5 5.5 0 0 1 14.5 20H11" />,
  star: <path d="m12 3 2.8 5.7 6.2.9-4.5 4.4 1.1 6.2L12 17.3 6.4 20.2l1.1-6.2L3 9.6l6.2-.9z" />,
  repeat: <path d="m17 2 4 4-4 4M3 11V10a4 4 0 0 1 4-4h14M7 22l-4-4 4-4M21 13v1a4 4 0 0 1-4 4H3" />,
  more: (
    <>
      <circle cx="5" cy="12" r="1" />
      <circle cx="12" cy="12" r="1" />
      <circle cx="19" cy="12" r="1" />
    </>
  ),

  search: (
    <>
      <circle cx="10.5" cy="10.5" r="6" />
      <path d="M15 15l5.5 5.5" />
    </>
  ),
  cog: (
    <>
      <path d="M18.7 10L21.1 10L21.1 14L18.7 14L18.2 15.3L19.8 17L17 19.8L15.3 18.2L14 18.7L14 21.1L10 21.1L10 18.7L8.7 18.2L7 19.8L4.2 17L5.8 15.3L5.3 14L2.9 14L2.9 10L5.3 10L5.8 8.7L4.2 7L7 4.2L8.7 5.8L10 5.3L10 2.9L14 2.9L14 5.3L15.3 5.8L17 4.2L19.8 7L18.2 8.7Z" />
      <circle cx="12" cy="12" r="3" />
    </>
  ),
  logout: (
    <>
      <path d="M10 4H5v16h5" />
      <path d="M14 8l4 4-4 4M18 12H9" />
    </>
  ),
  menu: <path d="M4 6h16M4 12h16M4 18h16" />,
  bell: (
    <>
      <path d="M6 16V11a6 6 0 0 1 12 0v5l1.5 2h-15z" />
      <path d="M10 20.5a2 2 0 0 0 4 0" />
    </>
  ),
  close: <path d="M6 6l12 12M18 6L6 18" />,
  globe: (
    <>
      <circle cx="12" cy="12" r="8.5" />
      <path d="M3.5 12h17M12 3.5c-3 3-3 14 0 17M12 3.5c3 3 3 14 0 17" />
    </>
  ),
  envelope: (
    <>
      <rect x="3.5" y="6" width="17" height="12" rx="1.5" />
      <path d="M4 7l8 6 8-6" />
    </>
  ),
  info: (
    <>
      <circle cx="12" cy="12" r="8.5" />
      <path d="M12 11v6M12 7.5v.5" />
    </>
  ),
  shield: <path d="M12 3.5l7 3v5c0 4.5-3 7.5-7 9-4-1.5-7-4.5-7-9v-5z" />,
  chevronDown: <path d="M6 9l6 6 6-6" />,
  chevronUp: <path d="M6 15l6-6 6 6" />,
  lock: (
    <>
      <rect x="5.5" y="10.5" width="13" height="9.5" rx="1.5" />
      <path d="M8.5 10.5V8a3.5 3.5 0 0 1 7 0v2.5" />
    </>
  ),
  alert: (
    <>
      <path d="M12 3.5l9 16H3z" />
      <path d="M12 10v4.5M12 17v.5" />
    </>
  ),
  lockOpen: (
    <>
      <rect x="5.5" y="10.5" width="13" height="9.5" rx="1.5" />
      <path d="M8.5 10.5V8a3.5 3.5 0 0 1 6.7-1.4" />
    </>
  ),
  expand: <path d="M14 4h6v6M10 20H4v-6M20 4l-6.5 6.5M4 20l6.5-6.5" />,
} satisfies Record<string, ReactElement>;

export type IconName = keyof typeof ICONS | keyof typeof MORE_ICONS;

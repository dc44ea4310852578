import type { ReactElement } from 'react';

// Simple stroke drawings on a 24×24 grid (stroke = currentColor, set by Icon). Hand-made shapes,
// kept deliberately plain so they read well at 16–24 px.
export const ICONS = {
  reply: <path d="M9 14 4 9l5-5M4 9h10.5A5.5 5.5 0 0 1 20 14.5 5.5 5.5 0 0 1 14.5 20H11" />,
  star: <path d="m12 3 2.8 5.7 6.2.9-4.5 4.4 1.1 6.2L12 17.3 6.4 20.2l1.1-6.2L3 9.6l6.2-.9z" />,
  repeat: <path d="m17 2 4 4-4 4M3 11V10a4 4 0 0 1 4-4h14M7 22l-4-4 4-4M21 13v1a4 4 0 0 1-4 4H3" />,
  smile: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M8 14s1.5 2 4 2 4-2 4-2M9 9h.01M15 9h.01" />
    </>
  ),
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
  plus: <path d="M12 5v14M5 12h14" />,
  pencil: (
    <>
      <path d="M4 20l1-4L16 5l3 3L8 19z" />
      <path d="M14 7l3 3" />
    </>
  ),
  home: (
    <>
      <path d="M3.5 11.5L12 4l8.5 7.5" />
      <path d="M6 10v10h12V10" />
    </>
  ),
  users: (
    <>
      <circle cx="9" cy="8.5" r="3" />
      <path d="M3.5 19c.5-3.5 2.7-5.5 5.5-5.5s5 2 5.5 5.5" />
      <circle cx="16.5" cy="9" r="2.5" />
      <path d="M16 13.5c2.5 0 4.2 1.7 4.6 4.5" />
    </>
  ),
  globe: (
    <>
      <circle cx="12" cy="12" r="8.5" />
      <path d="M3.5 12h17M12 3.5c-3 3-3 14 0 17M12 3.5c3 3 3 14 0 17" />
    </>
  ),
  bookmark: <path d="M7 3.5h10v17l-5-4-5 4z" />,
  envelope: (
    <>
      <rect x="3.5" y="6" width="17" height="12" rx="1.5" />
      <path d="M4 7l8 6 8-6" />
    </>
  ),
  chat: <path d="M4.5 5h15v10h-9l-4.5 4v-4H4.5z" />,
  userPlus: (
    <>
      <circle cx="9.5" cy="8.5" r="3.5" />
      <path d="M3.5 20c.6-4 3-6 6-6s5.4 2 6 6M18.5 8v6M15.5 11h6" />
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
  chevronLeft: <path d="M15 6l-6 6 6 6" />,
  lock: (
    <>
      <rect x="5.5" y="10.5" width="13" height="9.5" rx="1.5" />
      <path d="M8.5 10.5V8a3.5 3.5 0 0 1 7 0v2.5" />
    </>
  ),
  bullhorn: (
    <>
      <path d="M4 10v4h3l8 4V6l-8 4z" />
      <path d="M7 14l1.5 5h2L9.5 14M18 9.5c1.3.8 1.3 4.2 0 5" />
    </>
  ),
  interactions: (
    <>
      <path d="M7 7h11l-3-3M17 17H6l3 3" />
    </>
  ),
  timeline: (
    <>
      <path d="M5 6h14M5 12h14M5 18h9" />
    </>
  ),
  login: (
    <>
      <path d="M14 4h5v16h-5" />
      <path d="M10 8l4 4-4 4M14 12H4" />
    </>
  ),
  external: (
    <>
      <path d="M14 4h6v6M20 4l-9 9" />
      <path d="M18 14v6H4V6h6" />
    </>
  ),
  check: <path d="M5 12.5l4.5 4.5L19 7" />,
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
  list: <path d="M9 6h11M9 12h11M9 18h11M4.5 6h.01M4.5 12h.01M4.5 18h.01" />,
  hashtag: <path d="M5 9h15M4 15h15M10 4 8 20M16 4l-2 16" />,
  clock: <path d="M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM12 7v5l3 2" />,
} satisfies Record<string, ReactElement>;

export type IconName = keyof typeof ICONS;

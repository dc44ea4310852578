import type { ReactElement } from 'react';

// The icons no part of the first screen draws (navigation entries, menus, forms): a chunk of their
// own, loaded with the first lazy screen or in idle time after the first paint (Icon.tsx).
export const MORE_ICONS = {
  smile: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M8 14s1.5 2 4 2 4-2 4-2M9 9h.01M15 9h.01" />
    </>
  ),
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
  bookmark: <path d="M7 3.5h10v17l-5-4-5 4z" />,
  chat: <path d="M4.5 5h15v10h-9l-4.5 4v-4H4.5z" />,
  userPlus: (
    <>
      <circle cx="9.5" cy="8.5" r="3.5" />
      <path d="M3.5 20c.6-4 3-6 6-6s5.4 2 6 6M18.5 8v6M15.5 11h6" />
    </>
  ),
  chevronLeft: <path d="M15 6l-6 6 6 6" />,
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
  list: <path d="M9 6h11M9 12h11M9 18h11M4.5 6h.01M4.5 12h.01M4.5 18h.01" />,
  hashtag: <path d="M5 9h15M4 15h15M10 4 8 20M16 4l-2 16" />,
  clock: <path d="M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM12 7v5l3 2" />,
} satisfies Record<string, ReactElement>;

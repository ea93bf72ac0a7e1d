// The kit's icon set, drawn for this project on a 24×24 grid. Outline icons use the current
// text colour as a 2px stroke; logos are filled.
import type { ReactElement } from 'react';

type IconDrawing = { paths: ReactElement; filled?: boolean };

const heart =
  'M12 20.5s-7.5-4.6-9.2-9.4C1.6 7.6 4 4 7.5 4c2 0 3.5 1.1 4.5 2.6C13 5.1 14.5 4 16.5 4 20 4 22.4 7.6 21.2 11.1 19.5 15.9 12 20.5 12 20.5z';
const star = 'M12 3l2.8 5.7 6.2.9-4.5 4.4 1.1 6.2L12 17.3l-5.6 2.9 1.1-6.2L3 9.6l6.2-.9L12 3z';

export const icons = {
  cart: {
    paths: (
      <>
        <circle cx="9" cy="20" r="1.5" />
        <circle cx="18" cy="20" r="1.5" />
        <path d="M2 3h3l2.4 11.2a2 2 0 0 0 2 1.6h8.4a2 2 0 0 0 2-1.5L21.5 7H6" />
      </>
    ),
  },
  account: {
    paths: (
      <>
        <circle cx="12" cy="8" r="4" />
        <path d="M4 21a8 8 0 0 1 16 0" />
      </>
    ),
  },
  heart: { paths: <path d={heart} /> },
  'heart-filled': { paths: <path d={heart} fill="currentColor" /> },
  share: {
    paths: (
      <>
        <circle cx="18" cy="5" r="3" />
        <circle cx="6" cy="12" r="3" />
        <circle cx="18" cy="19" r="3" />
        <path d="M8.6 13.5l6.8 4M15.4 6.5l-6.8 4" />
      </>
    ),
  },
  edit: {
    paths: (
      <>
        <path d="M4 20h4L19 9l-4-4L4 16v4z" />
        <path d="M13.5 6.5l4 4" />
      </>
    ),
  },
  tick: { paths: <path d="M4 12.5l5 5L20 6.5" /> },
  alert: {
    paths: (
      <>
        <path d="M12 3.5L2.5 20h19L12 3.5z" />
        <path d="M12 10v4.5M12 17.5v.01" />
      </>
    ),
  },
  info: {
    paths: (
      <>
        <circle cx="12" cy="12" r="9" />
        <path d="M12 11v5M12 8v.01" />
      </>
    ),
  },
  star: { paths: <path d={star} /> },
  'star-filled': { paths: <path d={star} fill="currentColor" /> },
  phone: {
    paths: (
      <path d="M5 3h4l2 5-2.5 1.5a11 11 0 0 0 6 6L16 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 5a2 2 0 0 1 2-2z" />
    ),
  },
  mail: {
    paths: (
      <>
        <rect x="3" y="5" width="18" height="14" rx="2" />
        <path d="M3 7l9 6 9-6" />
      </>
    ),
  },
  location: {
    paths: (
      <>
        <path d="M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21z" />
        <circle cx="12" cy="9.5" r="2.5" />
      </>
    ),
  },
  calendar: {
    paths: (
      <>
        <rect x="3" y="5" width="18" height="16" rx="2" />
        <path d="M3 10h18M8 3v4M16 3v4" />
      </>
    ),
  },
  clock: {
    paths: (
      <>
        <circle cx="12" cy="12" r="9" />
        <path d="M12 7v5l3 2" />
      </>
    ),
  },
  search: {
    paths: (
      <>
        <circle cx="11" cy="11" r="7" />
        <path d="M20 20l-4-4" />
      </>
    ),
  },
  close: { paths: <path d="M6 6l12 12M18 6L6 18" /> },
  plus: { paths: <path d="M12 5v14M5 12h14" /> },
  minus: { paths: <path d="M5 12h14" /> },
  'chevron-left': { paths: <path d="M15 5l-7 7 7 7" /> },
  'chevron-right': { paths: <path d="M9 5l7 7-7 7" /> },
  'chevron-down': { paths: <path d="M5 9l7 7 7-7" /> },
  play: { paths: <path d="M7 4.5v15L19.5 12 7 4.5z" fill="currentColor" /> },
  pause: { paths: <path d="M8 5v14M16 5v14" /> },
  upload: {
    paths: (
      <>
        <path d="M12 16V4M7 9l5-5 5 5" />
        <path d="M4 16v3a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-3" />
      </>
    ),
  },
  trash: { paths: <path d="M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3" /> },
  image: {
    paths: (
      <>
        <rect x="3" y="4" width="18" height="16" rx="2" />
        <circle cx="9" cy="10" r="2" />
        <path d="M21 16l-5-5-9 9" />
      </>
    ),
  },
  grid: {
    paths: <path d="M4 4h7v7H4zM13 4h7v7h-7zM4 13h7v7H4zM13 13h7v7h-7z" />,
  },
  list: { paths: <path d="M9 6h11M9 12h11M9 18h11M4 6h.01M4 12h.01M4 18h.01" /> },
  facebook: {
    filled: true,
    paths: <path d="M14 8h3V4h-3a4 4 0 0 0-4 4v2H7v4h3v8h4v-8h3l1-4h-4V8.5c0-.3.2-.5.5-.5z" />,
  },
  'twitter-x': {
    filled: true,
    paths: (
      <path d="M3.5 3h5l4.1 5.6L17.6 3h2.3l-6.2 7.1L20.5 21h-5l-4.4-6-5.3 6H3.5l6.5-7.4L3.5 3zm3 1.5l9.9 15h1.4l-9.9-15H6.5z" />
    ),
  },
  instagram: {
    paths: (
      <>
        <rect x="3" y="3" width="18" height="18" rx="5" />
        <circle cx="12" cy="12" r="4" />
        <path d="M17.5 6.5v.01" />
      </>
    ),
  },
  google: {
    paths: (
      <>
        <path d="M20 12h-7.5" />
        <path d="M20 12a8 8 0 1 1-2.34-5.66" />
      </>
    ),
  },
  youtube: {
    paths: (
      <>
        <rect x="2" y="5" width="20" height="14" rx="4" />
        <path d="M10 9l5 3-5 3z" fill="currentColor" />
      </>
    ),
  },
} satisfies Record<string, IconDrawing>;

export type IconName = keyof typeof icons;

export const iconNames = Object.keys(icons) as IconName[];

import type { HTMLAttributes, ReactNode } from 'react';
import { sprinkles, type Sprinkles } from '../sprinkles.css.ts';

export type BoxElement =
  | 'div'
  | 'span'
  | 'section'
  | 'article'
  | 'aside'
  | 'header'
  | 'footer'
  | 'nav'
  | 'main'
  | 'ul'
  | 'ol'
  | 'li';

export type BoxProps = Sprinkles &
  Omit<HTMLAttributes<HTMLElement>, keyof Sprinkles> & {
    /** The HTML element to render; `div` by default. */
    as?: BoxElement;
    children?: ReactNode;
  };

/** Splits sprinkles props from the rest, so callers can mix layout props and HTML attributes. */
export function splitSprinkles<T extends object>(props: T): [Sprinkles, Omit<T, keyof Sprinkles>] {
  const atoms: Record<string, unknown> = {};
  const rest: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(props)) {
    if (sprinkles.properties.has(key as keyof Sprinkles)) atoms[key] = value;
    else rest[key] = value;
  }
  return [atoms as Sprinkles, rest as Omit<T, keyof Sprinkles>];
}

/** The layout atom: any element with responsive spacing, flex/grid and colour props. */
export function Box({ as: Element = 'div', className, ...props }: BoxProps) {
  const [atoms, rest] = splitSprinkles(props);
  const classes = [sprinkles(atoms), className].filter(Boolean).join(' ');
  return <Element className={classes || undefined} {...rest} />;
}

import type { HTMLAttributes, ReactNode } from 'react';
import { cx } from '../../internal/cx.ts';
import { Icon, type IconName } from '../Icon/Icon.tsx';
import * as styles from './Badge.css.ts';

/** The six status colours (grey, green, purple, dark, teal, red) and a few more. */
export type BadgeTone =
  | 'grey'
  | 'green'
  | 'purple'
  | 'dark'
  | 'teal'
  | 'red'
  | 'brand'
  | 'neutral'
  | 'info'
  | 'success'
  | 'warning'
  | 'danger';

export type BadgeProps = HTMLAttributes<HTMLSpanElement> & {
  tone?: BadgeTone;
  size?: 'sm' | 'md';
  icon?: IconName;
  children: ReactNode;
};

/**
 * A short label in colour: a booking status, a discount, a rating, a cart count. The app maps
 * its statuses to tones (e.g. Confirmed → green); the text always says the status, so colour
 * is never the only signal.
 */
export function Badge({
  tone = 'neutral',
  size = 'md',
  icon,
  className,
  children,
  ...props
}: BadgeProps) {
  return (
    <span className={cx(styles.badge({ tone, size }), className)} {...props}>
      {icon && <Icon name={icon} size="sm" />}
      {children}
    </span>
  );
}

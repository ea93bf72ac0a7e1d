import type { ButtonHTMLAttributes, Ref } from 'react';
import { cx } from '../../internal/cx.ts';
import { Icon, type IconName } from '../Icon/Icon.tsx';
import * as styles from './IconButton.css.ts';

export type IconButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> & {
  icon: IconName;
  /** What the button does, read by screen readers and shown as the native tooltip. */
  label: string;
  variant?: 'ghost' | 'secondary' | 'primary';
  size?: 'sm' | 'md';
  /** For toggles such as 'favourite': announced as pressed / not pressed. */
  pressed?: boolean;
  /**
   * A number on the icon, e.g. the cart's item count. It is only drawn: say it in `label` too
   * (e.g. 'Cart, 3 items').
   */
  count?: number;
  ref?: Ref<HTMLButtonElement>;
};

/** A button that shows only an icon (cart, favourite, share, edit, close, …). */
export function IconButton({
  icon,
  label,
  variant = 'ghost',
  size = 'md',
  pressed,
  count,
  type = 'button',
  className,
  ...props
}: IconButtonProps) {
  return (
    <button
      type={type}
      aria-label={label}
      title={label}
      aria-pressed={pressed}
      className={cx(styles.iconButton({ variant, size }), className)}
      {...props}
    >
      <Icon name={icon} size={size === 'sm' ? 'sm' : 'md'} />
      {count !== undefined && count > 0 && (
        <span aria-hidden className={styles.count}>
          {count > 99 ? '99+' : count}
        </span>
      )}
    </button>
  );
}

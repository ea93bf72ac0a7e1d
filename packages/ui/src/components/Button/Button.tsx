import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { Slot } from 'radix-ui/slot';
import { cx } from '../../internal/cx.ts';
import { Icon, type IconName } from '../Icon/Icon.tsx';
import { Spinner } from '../Spinner/Spinner.tsx';
import * as styles from './Button.css.ts';

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: 'primary' | 'secondary' | 'ghost' | 'danger';
  size?: 'sm' | 'md' | 'lg';
  /** Shows a spinner, marks the button busy and ignores clicks; the label stays visible. */
  loading?: boolean;
  /** An icon before the label. */
  icon?: IconName;
  /** An icon after the label. */
  iconEnd?: IconName;
  fullWidth?: boolean;
  /** Renders the child element (e.g. a router `<Link>`) with the button's look. */
  asChild?: boolean;
  ref?: Ref<HTMLButtonElement>;
  children?: ReactNode;
};

/** The kit's button: a primary action, a secondary one, a quiet one or a destructive one. */
export function Button({
  variant = 'primary',
  size = 'md',
  loading = false,
  icon,
  iconEnd,
  fullWidth = false,
  asChild = false,
  disabled = false,
  type = 'button',
  className,
  children,
  onClick,
  ...props
}: ButtonProps) {
  const classes = cx(
    styles.button({ variant, size, fullWidth, disabled: disabled || loading }),
    className,
  );
  if (asChild) {
    return (
      <Slot className={classes} {...props}>
        {children}
      </Slot>
    );
  }
  return (
    <button
      type={type}
      className={classes}
      disabled={disabled}
      // A loading button keeps its focus (a disabled one would lose it) but ignores clicks.
      aria-disabled={loading || undefined}
      aria-busy={loading || undefined}
      onClick={loading ? (event) => event.preventDefault() : onClick}
      {...props}
    >
      {loading ? (
        <Spinner size="sm" />
      ) : (
        icon && <Icon name={icon} size={size === 'lg' ? 'lg' : 'md'} />
      )}
      <span className={styles.label}>{children}</span>
      {iconEnd && <Icon name={iconEnd} size={size === 'lg' ? 'lg' : 'md'} />}
    </button>
  );
}

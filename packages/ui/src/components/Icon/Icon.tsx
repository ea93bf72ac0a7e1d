import type { ReactElement, SVGAttributes } from 'react';
import { cx } from '../../internal/cx.ts';
import * as styles from './Icon.css.ts';
import { icons, type IconName } from './icons.tsx';

export type { IconName } from './icons.tsx';
export { iconNames } from './icons.tsx';

export type IconProps = Omit<SVGAttributes<SVGSVGElement>, 'children'> & {
  name: IconName;
  size?: keyof typeof styles.size;
  /**
   * What the icon means when it stands alone (e.g. 'Cart'). Without it the icon is decorative
   * and hidden from assistive technology: give the label to the button or link around it.
   */
  label?: string;
};

/** An inline SVG icon in the current text colour. */
export function Icon({ name, size = 'md', label, className, ...props }: IconProps) {
  const drawing: { paths: ReactElement; filled?: boolean } = icons[name];
  const a11y = label
    ? ({ role: 'img', 'aria-label': label } as const)
    : ({ 'aria-hidden': true, focusable: false } as const);
  return (
    <svg
      viewBox="0 0 24 24"
      xmlns="http://www.w3.org/2000/svg"
      className={cx(styles.icon, styles.size[size], className)}
      fill={drawing.filled ? 'currentColor' : 'none'}
      stroke={drawing.filled ? 'none' : 'currentColor'}
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      data-icon={name}
      {...a11y}
      {...props}
    >
      {drawing.paths}
    </svg>
  );
}

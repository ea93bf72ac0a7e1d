import { cx } from '../../internal/cx.ts';
import * as styles from './Skeleton.css.ts';

export type SkeletonProps = {
  shape?: 'text' | 'rect' | 'circle';
  width?: number | string;
  height?: number | string;
  /** For `text`: how many lines; the last one is shorter. */
  lines?: number;
  className?: string;
};

/**
 * A grey placeholder where content is loading. It is hidden from screen readers: mark the
 * region that loads with `aria-busy` and announce the result instead.
 */
export function Skeleton({ shape = 'text', width, height, lines = 1, className }: SkeletonProps) {
  if (shape === 'text' && lines > 1) {
    return (
      <span aria-hidden className={cx(styles.lines, className)} style={{ width }}>
        {Array.from({ length: lines }, (_, index) => (
          <span
            key={index}
            className={cx(styles.skeleton, styles.shape.text)}
            style={{ width: index === lines - 1 ? '60%' : '100%', height }}
          />
        ))}
      </span>
    );
  }
  return (
    <span
      aria-hidden
      className={cx(styles.skeleton, styles.shape[shape], className)}
      style={{ width: width ?? (shape === 'text' ? '100%' : undefined), height }}
    />
  );
}

import * as AvatarPrimitive from 'radix-ui/avatar';
import { cx } from '../../internal/cx.ts';
import * as styles from './Avatar.css.ts';

export type AvatarProps = {
  /** The person's name: the image's alternative text and the source of the initials. */
  name: string;
  src?: string;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
};

function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const first = parts[0]?.[0] ?? '';
  const last = parts.length > 1 ? (parts[parts.length - 1]?.[0] ?? '') : '';
  return (first + last).toUpperCase();
}

/** A round picture of a person, with their initials until (or unless) the picture loads. */
export function Avatar({ name, src, size = 'md', className }: AvatarProps) {
  return (
    <AvatarPrimitive.Root className={cx(styles.root, styles.size[size], className)}>
      {src && <AvatarPrimitive.Image src={src} alt={name} className={styles.image} />}
      <AvatarPrimitive.Fallback role="img" aria-label={name}>
        <span aria-hidden>{initials(name)}</span>
      </AvatarPrimitive.Fallback>
    </AvatarPrimitive.Root>
  );
}

import { Icon } from '../Icon/Icon.tsx';
import * as styles from './Breadcrumb.css.ts';

export type BreadcrumbItem = { label: string; href?: string };

export type BreadcrumbProps = {
  /** From the home page to the current page, which is the last item. */
  items: readonly BreadcrumbItem[];
  /** Names the navigation (default 'Breadcrumb'). */
  label?: string;
};

/** Where the page sits: links to its ancestors, then the current page. */
export function Breadcrumb({ items, label = 'Breadcrumb' }: BreadcrumbProps) {
  return (
    <nav aria-label={label}>
      <ol className={styles.list}>
        {items.map((item, index) => {
          const last = index === items.length - 1;
          return (
            <li key={`${item.label}-${index}`} className={styles.item}>
              {last || !item.href ? (
                <span
                  className={styles.current}
                  aria-current={last ? 'page' : undefined}
                  title={item.label}
                >
                  {item.label}
                </span>
              ) : (
                <a href={item.href} className={styles.link}>
                  {item.label}
                </a>
              )}
              {!last && <Icon name="chevron-right" size="sm" className={styles.separator} />}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

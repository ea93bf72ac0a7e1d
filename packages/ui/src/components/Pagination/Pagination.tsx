import type { ReactNode } from 'react';
import { Icon } from '../Icon/Icon.tsx';
import * as styles from './Pagination.css.ts';

export type PaginationProps = {
  /** The current page, from 1. */
  page: number;
  pageCount: number;
  /** With `getHref` the pages are links (crawlable); otherwise buttons calling this. */
  onPageChange?: (page: number) => void;
  getHref?: (page: number) => string;
  /** Names the navigation (default 'Pagination'). */
  label?: string;
  previousLabel?: string;
  nextLabel?: string;
  /** How each page is read, default 'Page {n}'. */
  pageLabel?: (page: number) => string;
  /** Pages shown either side of the current one (default 1). */
  siblings?: number;
};

/** The pages to show: first, last, and the current one with its siblings; null is a gap. */
export function pageWindow(page: number, pageCount: number, siblings = 1): (number | null)[] {
  const pages: (number | null)[] = [];
  for (let candidate = 1; candidate <= pageCount; candidate += 1) {
    const near = Math.abs(candidate - page) <= siblings;
    if (candidate === 1 || candidate === pageCount || near) pages.push(candidate);
    else if (pages[pages.length - 1] !== null) pages.push(null);
  }
  return pages;
}

/** Page links or buttons with previous/next; hidden when there is only one page. */
export function Pagination({
  page,
  pageCount,
  onPageChange,
  getHref,
  label = 'Pagination',
  previousLabel = 'Previous',
  nextLabel = 'Next',
  pageLabel = (number) => `Page ${number}`,
  siblings = 1,
}: PaginationProps) {
  if (pageCount <= 1) return null;
  const control = (
    target: number,
    content: ReactNode,
    options: { name: string; current?: boolean; disabled?: boolean },
  ) => {
    if (getHref && !options.disabled) {
      return (
        <a
          href={getHref(target)}
          className={styles.item}
          aria-label={options.name}
          aria-current={options.current ? 'page' : undefined}
          onClick={onPageChange ? () => onPageChange(target) : undefined}
        >
          {content}
        </a>
      );
    }
    return (
      <button
        type="button"
        className={styles.item}
        aria-label={options.name}
        aria-current={options.current ? 'page' : undefined}
        disabled={options.disabled}
        onClick={() => onPageChange?.(target)}
      >
        {content}
      </button>
    );
  };
  return (
    <nav aria-label={label}>
      <ul className={styles.list}>
        <li>
          {control(
            page - 1,
            <>
              <Icon name="chevron-left" size="sm" />
              {previousLabel}
            </>,
            { name: previousLabel, disabled: page <= 1 },
          )}
        </li>
        {pageWindow(page, pageCount, siblings).map((number, index) =>
          number === null ? (
            <li key={`gap-${index}`} className={styles.gap} aria-hidden>
              …
            </li>
          ) : (
            <li key={number}>
              {control(number, number, { name: pageLabel(number), current: number === page })}
            </li>
          ),
        )}
        <li>
          {control(
            page + 1,
            <>
              {nextLabel}
              <Icon name="chevron-right" size="sm" />
            </>,
            { name: nextLabel, disabled: page >= pageCount },
          )}
        </li>
      </ul>
    </nav>
  );
}

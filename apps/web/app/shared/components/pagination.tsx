import { Link } from 'react-router';
import * as styles from './pagination.css.ts';

interface PaginationProps {
  readonly current: number;
  readonly last: number;
  /** The link of a page number. */
  readonly hrefOf: (page: number) => string;
}

/** Page links (first, previous, a window of numbers, next, last). */
export function Pagination({ current, last, hrefOf }: PaginationProps) {
  if (last <= 1) return null;
  const from = Math.max(1, current - 2);
  const to = Math.min(last, current + 2);
  const pages = Array.from({ length: to - from + 1 }, (_, index) => from + index);
  return (
    <nav aria-label="Pagination" className={styles.nav}>
      {current > 1 && (
        <Link className={styles.link} to={hrefOf(current - 1)} rel="prev">
          Previous
        </Link>
      )}
      {pages.map((page) =>
        page === current ? (
          <span key={page} className={styles.current} aria-current="page">
            {page}
          </span>
        ) : (
          <Link key={page} className={styles.link} to={hrefOf(page)} aria-label={`Page ${page}`}>
            {page}
          </Link>
        ),
      )}
      {current < last && (
        <Link className={styles.link} to={hrefOf(current + 1)} rel="next">
          Next
        </Link>
      )}
    </nav>
  );
}

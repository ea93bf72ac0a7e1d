import { Pagination as KitPagination } from '@trails/ui/pagination';

interface PaginationProps {
  readonly current: number;
  readonly last: number;
  /** The link of a page number. */
  readonly hrefOf: (page: number) => string;
}

/** Page links of a listing (the kit's Pagination; every page is a real, server-rendered URL). */
export function Pagination({ current, last, hrefOf }: PaginationProps) {
  return <KitPagination page={current} pageCount={last} getHref={hrefOf} />;
}

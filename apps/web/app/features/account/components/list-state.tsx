// Loading, error ('Could not load data') and empty ('No data found') states of an account list.
import type { ReactNode } from 'react';
import { Spinner } from '@trails/ui/spinner';
import { MESSAGES } from '@trails/domain/messages';
import * as styles from './account.css.ts';

interface ListQuery<T> {
  readonly data: readonly T[] | undefined;
  readonly isPending: boolean;
  readonly isError: boolean;
}

export function ListState<T>({
  query,
  empty = MESSAGES.noDataFound,
  children,
}: {
  readonly query: ListQuery<T>;
  readonly empty?: string;
  readonly children: (items: readonly T[]) => ReactNode;
}) {
  if (query.isPending) return <Spinner label="Loading" />;
  if (query.isError || !query.data) {
    return (
      <p className={styles.empty} role="alert">
        {MESSAGES.couldNotLoadData}
      </p>
    );
  }
  if (query.data.length === 0) return <p className={styles.empty}>{empty}</p>;
  return children(query.data);
}

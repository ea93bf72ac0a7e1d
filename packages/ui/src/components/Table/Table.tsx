import type { ReactNode } from 'react';
import { visuallyHidden } from '../../internal/a11y.css.ts';
import { cx } from '../../internal/cx.ts';
import * as styles from './Table.css.ts';

export type TableColumn<Row> = {
  key: string;
  header: string;
  /** The cell's content; default `String(row[key])`. */
  cell?: (row: Row) => ReactNode;
  align?: 'start' | 'end';
  /**
   * Keeps each value on one line: a date, an amount, a count ('05/12/2026', '$90.00', '2/1/0').
   * Cells break long text anywhere rather than widen the table, so without this a table short of
   * room splits such a value ('05/12/2' over '026') as readily as a long title.
   */
  nowrap?: boolean;
};

/**
 * What names the table: its own caption, or a heading already on the page. A visible heading
 * above a captioned table says the name twice (once on screen with a hidden caption, twice to a
 * screen reader or in the page's text), so a table under its own heading points at it instead.
 */
export type TableName =
  | {
      /** Names the table, e.g. 'Upcoming'. */
      caption: ReactNode;
      hideCaption?: boolean;
      labelledBy?: never;
    }
  | {
      /** The id of the heading that names the table; the table then has no caption. */
      labelledBy: string;
      caption?: never;
      hideCaption?: never;
    };

export type TableProps<Row> = TableName & {
  columns: readonly TableColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  /** Shown in place of rows when there are none, e.g. 'No upcoming tours found'. */
  empty: ReactNode;
};

/**
 * A data table: columns where its own box has room (44rem); narrower, each row becomes a card
 * whose cells are labelled with their column. An empty table shows the `empty` message.
 */
export function Table<Row>({
  caption,
  hideCaption,
  labelledBy,
  columns,
  rows,
  rowKey,
  empty,
}: TableProps<Row>) {
  return (
    <div className={styles.wrapper}>
      <table className={styles.table} aria-labelledby={labelledBy}>
        {labelledBy === undefined && (
          <caption className={cx(styles.caption, hideCaption && visuallyHidden)}>{caption}</caption>
        )}
        <thead className={styles.head}>
          <tr>
            {columns.map((column) => (
              <th
                key={column.key}
                scope="col"
                className={cx(styles.headerCell, column.align === 'end' && styles.alignEnd)}
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className={styles.body}>
          {rows.length === 0 ? (
            <tr className={styles.row}>
              <td colSpan={columns.length} className={styles.empty}>
                {empty}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={rowKey(row)} className={styles.row}>
                {columns.map((column) => (
                  <td
                    key={column.key}
                    data-label={column.header}
                    className={cx(
                      styles.cell,
                      column.align === 'end' && styles.alignEnd,
                      column.nowrap && styles.nowrap,
                    )}
                  >
                    {column.cell
                      ? column.cell(row)
                      : String((row as Record<string, unknown>)[column.key] ?? '')}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}

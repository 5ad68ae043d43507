import ArrowDown from 'lucide-react/icons/arrow-down';
import ArrowUp from 'lucide-react/icons/arrow-up';
import ArrowUpDown from 'lucide-react/icons/arrow-up-down';
import { useMemo, useState, type ReactNode } from 'react';
import { Button } from './button';
import { cn } from '../lib/cn';

export type SortDirection = 'ascending' | 'descending';

export interface TableSort {
  /** The `key` of a sortable column. */
  key: string;
  direction: SortDirection;
}

export interface TableColumn<Row> {
  key: string;
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  /** Makes the column sortable (a button in its header) by this value; strings compare in natural order. */
  sortValue?: (row: Row) => string | number;
  /** Classes for the column's header and cells (alignment, width). */
  className?: string;
}

export interface TableProps<Row> {
  columns: readonly TableColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  /** Names the table (shown above it). */
  caption?: ReactNode;
  /** Names the table by an element elsewhere (a section's heading), instead of a caption. */
  'aria-labelledby'?: string;
  /** Shown in place of the rows when there are none. */
  empty?: ReactNode;
  defaultSort?: TableSort;
  /** Shows this many rows at a time, with Previous and Next buttons; all rows when left out. */
  pageSize?: number;
  className?: string;
}

// Natural order: "file 2" before "file 10", and case and accents do not split equal words. Made on first
// sort: an Intl collator loads ICU's locale data, which the page would pay while loading.
let collator: Intl.Collator | undefined;

function compare(a: string | number, b: string | number): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  collator ??= new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });
  return collator.compare(String(a), String(b));
}

/** The rows in the column's order, each row's value read once rather than at every comparison. */
function sortRows<Row>(rows: readonly Row[], columns: readonly TableColumn<Row>[], sort: TableSort | undefined): readonly Row[] {
  const sortValue = columns.find((column) => column.key === sort?.key)?.sortValue;
  if (!sortValue) return rows;
  const sign = sort?.direction === 'descending' ? -1 : 1;
  return rows
    .map((row) => ({ row, value: sortValue(row) }))
    .sort((a, b) => sign * compare(a.value, b.value))
    .map(({ row }) => row);
}

/** The sort chosen and the page shown, with the rows that page holds. */
function useSortedPage<Row>(rows: readonly Row[], columns: readonly TableColumn<Row>[], defaultSort?: TableSort, pageSize?: number) {
  const [sort, setSort] = useState<TableSort | undefined>(defaultSort);
  const [page, setPage] = useState(0);

  // Sorting thousands of rows costs more than rendering a page of them: only when rows, columns or the sort change.
  const sorted = useMemo(() => sortRows(rows, columns, sort), [rows, columns, sort]);
  const pageCount = pageSize ? Math.max(1, Math.ceil(sorted.length / pageSize)) : 1;
  // Rows may shrink under the current page: stay on the last one that exists.
  const currentPage = Math.min(page, pageCount - 1);
  const visible = pageSize ? sorted.slice(currentPage * pageSize, (currentPage + 1) * pageSize) : sorted;

  const toggleSort = (key: string) => {
    setSort((previous) => ({
      key,
      direction: previous?.key === key && previous.direction === 'ascending' ? 'descending' : 'ascending',
    }));
    setPage(0);
  };

  return { sort, toggleSort, visible, currentPage, pageCount, setPage };
}

interface HeaderCellProps<Row> {
  column: TableColumn<Row>;
  /** The column's sort direction, when the table is sorted by it. */
  direction: SortDirection | undefined;
  onSort: (key: string) => void;
}

/** A column's header: a button that sorts by the column when it has a sort value, its plain header otherwise. */
function HeaderCell<Row>({ column, direction, onSort }: HeaderCellProps<Row>) {
  const SortIcon = direction === 'ascending' ? ArrowUp : direction === 'descending' ? ArrowDown : ArrowUpDown;
  return (
    <th
      scope="col"
      aria-sort={direction}
      className={cn('h-10 px-3 text-left align-middle font-medium text-muted-foreground', column.className)}
    >
      {column.sortValue ? (
        <Button variant="ghost" size="sm" className="-ml-3 px-3" onClick={() => onSort(column.key)}>
          {column.header}
          <SortIcon aria-hidden="true" />
        </Button>
      ) : (
        column.header
      )}
    </th>
  );
}

interface PagerProps {
  currentPage: number;
  pageCount: number;
  setPage: (page: number) => void;
}

/** Which page is shown, with Previous and Next buttons. */
function Pager({ currentPage, pageCount, setPage }: PagerProps) {
  return (
    <div className="flex items-center justify-between gap-2">
      <p aria-live="polite" className="text-sm text-muted-foreground">
        Page {currentPage + 1} of {pageCount}
      </p>
      <div className="flex gap-2">
        <Button variant="outline" size="sm" disabled={currentPage === 0} onClick={() => setPage(currentPage - 1)}>
          Previous
        </Button>
        <Button variant="outline" size="sm" disabled={currentPage === pageCount - 1} onClick={() => setPage(currentPage + 1)}>
          Next
        </Button>
      </div>
    </div>
  );
}

/** A data table: sortable headers (a button each, with aria-sort), an empty message, optional paging. */
export function Table<Row>({
  columns,
  rows,
  rowKey,
  caption,
  empty = 'Nothing to show yet.',
  defaultSort,
  pageSize,
  className,
  'aria-labelledby': labelledBy,
}: TableProps<Row>) {
  const { sort, toggleSort, visible, currentPage, pageCount, setPage } = useSortedPage(rows, columns, defaultSort, pageSize);

  return (
    <div className={cn('grid gap-3', className)}>
      {/* Scrolls sideways on narrow screens instead of squeezing the columns. */}
      <div className="w-full overflow-x-auto">
        <table aria-labelledby={labelledBy} className="w-full caption-top border-collapse text-sm">
          {caption ? <caption className="mb-2 text-left font-medium text-foreground">{caption}</caption> : null}
          <thead>
            <tr className="border-b border-border">
              {columns.map((column) => (
                <HeaderCell
                  key={column.key}
                  column={column}
                  direction={sort?.key === column.key && column.sortValue ? sort.direction : undefined}
                  onSort={toggleSort}
                />
              ))}
            </tr>
          </thead>
          <tbody>
            {visible.length === 0 ? (
              <tr>
                <td colSpan={columns.length} className="px-3 py-6 text-center text-muted-foreground">
                  {empty}
                </td>
              </tr>
            ) : (
              visible.map((row) => (
                <tr key={rowKey(row)} className="border-b border-border">
                  {columns.map((column) => (
                    <td key={column.key} className={cn('px-3 py-2 align-middle text-foreground', column.className)}>
                      {column.cell(row)}
                    </td>
                  ))}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      {pageCount > 1 ? <Pager currentPage={currentPage} pageCount={pageCount} setPage={setPage} /> : null}
    </div>
  );
}

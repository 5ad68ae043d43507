import { useApprovedToolRequests, type ApprovedToolRequest } from '@toolnest/api-client';
import { Table, type TableColumn } from '@toolnest/ui/table';
import { formatDate } from '../app/format-date';

/** Rows per page of the approved list. */
export const APPROVED_PAGE_SIZE = 10;

/** The public status of an approved request. */
export function publicStatus(request: Pick<ApprovedToolRequest, 'status'>): 'Completed' | 'In Progress' {
  return request.status === 'completed' ? 'Completed' : 'In Progress';
}

const columns: TableColumn<ApprovedToolRequest>[] = [
  { key: 'toolName', header: 'Tool Name', cell: (r) => r.toolName, sortValue: (r) => r.toolName, className: 'font-medium' },
  { key: 'description', header: 'Description', cell: (r) => r.description, className: 'min-w-56 break-words' },
  {
    key: 'status',
    header: 'Status',
    cell: (r) => publicStatus(r),
    sortValue: (r) => publicStatus(r),
    className: 'whitespace-nowrap',
  },
  {
    key: 'createdAt',
    header: 'Submitted',
    cell: (r) => <time dateTime={r.createdAt}>{formatDate(r.createdAt) ?? r.createdAt}</time>,
    // ISO 8601 strings sort as their instants.
    sortValue: (r) => Date.parse(r.createdAt) || 0,
    className: 'whitespace-nowrap',
  },
];

const NONE: readonly ApprovedToolRequest[] = [];

/** GET /api/tool-requests/approved as a paged table, newest first; reloaded for every reader after a submission. */
export function ApprovedRequestsTable({ labelledBy }: { labelledBy: string }) {
  const list = useApprovedToolRequests();
  const empty =
    list.status === 'pending'
      ? 'Loading approved requests…'
      : list.status === 'error' && !list.data
        ? 'The approved requests could not be loaded. Please reload the page.'
        : 'No approved requests yet.';
  return (
    <Table
      aria-labelledby={labelledBy}
      columns={columns}
      rows={list.data ?? NONE}
      rowKey={(r) => r.id}
      defaultSort={{ key: 'createdAt', direction: 'descending' }}
      pageSize={APPROVED_PAGE_SIZE}
      empty={empty}
    />
  );
}

import type { Category, ToolRequest, ToolRequestStatus } from '@toolnest/api-client';
import { Button, Icon, Link } from '@toolnest/ui';
import { Select, type SelectOption } from '@toolnest/ui/select';
import { Table, type TableColumn } from '@toolnest/ui/table';
import { useId, useMemo } from 'react';
import { formatDate } from '../app/format-date';
import { ADMIN_STATUS_OPTIONS, adminStatus, adminStatusValue } from './request-status';

/** Rows per page of each admin table: a page renders at once even with thousands of requests. */
export const ADMIN_PAGE_SIZE = 25;

/** The Select's value for "no category" (Radix keeps '' for "nothing chosen"). */
export const NO_CATEGORY = 'none';

export interface RequestActions {
  approve: (request: ToolRequest) => void;
  edit: (request: ToolRequest) => void;
  remove: (request: ToolRequest) => void;
  setCategory: (request: ToolRequest, categoryId: number | null) => void;
  setStatus: (request: ToolRequest, status: ToolRequestStatus) => void;
  generate: (request: ToolRequest) => void;
  goLive: (request: ToolRequest) => void;
}

export interface RequestsTableProps {
  title: string;
  requests: readonly ToolRequest[] | undefined;
  categories: readonly Category[];
  actions: RequestActions;
  /** Shown when there are no requests. */
  empty: string;
  /** The request whose Generate is under way, if any. */
  generatingId?: number | null;
}

/** One of the dashboard's request tables ('Not Live Tools', 'Live Tools'), paged, with each row's actions. */
export function RequestsTable({ title, requests, categories, actions, empty, generatingId = null }: RequestsTableProps) {
  const headingId = useId();
  const columns = useMemo(() => requestColumns(categories, actions, generatingId), [categories, actions, generatingId]);
  return (
    <section aria-labelledby={headingId} className="grid gap-3">
      <h2 id={headingId} className="text-xl font-semibold">
        {title} {requests ? <span className="text-base font-normal text-muted-foreground">({requests.length.toLocaleString('en')})</span> : null}
      </h2>
      <Table
        aria-labelledby={headingId}
        columns={columns}
        rows={requests ?? []}
        rowKey={(r) => r.id}
        defaultSort={{ key: 'createdAt', direction: 'descending' }}
        pageSize={ADMIN_PAGE_SIZE}
        empty={requests ? empty : 'Loading requests…'}
      />
    </section>
  );
}

/** A row's page actions by its state: Generate, then Preview and Go Live, then View Live. */
function PageActions({ request: r, actions, generating }: { request: ToolRequest; actions: RequestActions; generating: boolean }) {
  const path = r.generatedPagePath;
  const canGenerate = r.isApproved === 'true' && (r.generationStatus === 'not_generated' || r.generationStatus === 'ready_for_qa');
  return (
    <>
      {generating || r.generationStatus === 'generating' ? (
        <Button size="sm" variant="outline" disabled>
          <Icon name="wand-sparkles" />
          Generating…
        </Button>
      ) : canGenerate ? (
        <Button size="sm" aria-label={`Generate ${r.toolName}`} onClick={() => actions.generate(r)}>
          <Icon name="wand-sparkles" />
          Generate
        </Button>
      ) : null}
      {r.generationStatus === 'ready_for_qa' && path ? (
        <>
          <Button size="sm" variant="outline" asChild>
            <Link to={`${path}?preview=${r.id}`} aria-label={`Preview ${r.toolName}`}>
              <Icon name="eye" />
              Preview
            </Link>
          </Button>
          <Button size="sm" aria-label={`Go Live ${r.toolName}`} onClick={() => actions.goLive(r)}>
            <Icon name="rocket" />
            Go Live
          </Button>
        </>
      ) : null}
      {r.generationStatus === 'live' && path ? (
        <Button size="sm" variant="outline" asChild>
          <Link to={path} aria-label={`View Live ${r.toolName}`}>
            <Icon name="external-link" />
            View Live
          </Link>
        </Button>
      ) : null}
    </>
  );
}

function requestColumns(categories: readonly Category[], actions: RequestActions, generatingId: number | null): TableColumn<ToolRequest>[] {
  const options: SelectOption[] = [
    { value: NO_CATEGORY, label: 'No category' },
    ...categories.map((category) => ({ value: String(category.id), label: category.name })),
  ];
  return [
    { key: 'toolName', header: 'Tool Name', cell: (r) => r.toolName, sortValue: (r) => r.toolName, className: 'min-w-28 font-medium break-words' },
    { key: 'description', header: 'Description', cell: (r) => r.description, className: 'min-w-48 max-w-xs break-words' },
    {
      key: 'email',
      header: 'Email',
      cell: (r) => (r.email ? <a href={`mailto:${r.email}`} className="underline underline-offset-4 break-all">{r.email}</a> : <span className="text-muted-foreground">None</span>),
      className: 'min-w-40 max-w-56',
    },
    // The control is the status text (its trigger shows the row's label): one column, as narrow as before plus a chevron.
    {
      key: 'status',
      header: 'Status',
      cell: (r) => (
        <Select
          aria-label={`Status of ${r.toolName}`}
          options={ADMIN_STATUS_OPTIONS}
          value={adminStatusValue(r)}
          onValueChange={(value) => {
            if (value !== adminStatusValue(r)) actions.setStatus(r, value as ToolRequestStatus);
          }}
          className="w-44"
        />
      ),
      sortValue: (r) => adminStatus(r),
    },
    {
      key: 'category',
      header: 'Category',
      cell: (r) => (
        <Select
          aria-label={`Category of ${r.toolName}`}
          options={options}
          value={r.categoryId === null ? NO_CATEGORY : String(r.categoryId)}
          onValueChange={(value) => actions.setCategory(r, value === NO_CATEGORY ? null : Number(value))}
          className="w-36"
        />
      ),
    },
    {
      key: 'createdAt',
      header: 'Created',
      cell: (r) => <time dateTime={r.createdAt}>{formatDate(r.createdAt) ?? r.createdAt}</time>,
      sortValue: (r) => Date.parse(r.createdAt) || 0,
      className: 'whitespace-nowrap',
    },
    {
      key: 'actions',
      header: 'Actions',
      cell: (r) => (
        <div className="flex gap-1 whitespace-nowrap">
          {r.isApproved !== 'true' ? (
            <Button size="sm" aria-label={`Approve ${r.toolName}`} onClick={() => actions.approve(r)}>
              <Icon name="check" />
              Approve
            </Button>
          ) : null}
          <PageActions request={r} actions={actions} generating={generatingId === r.id} />
          <Button size="sm" variant="outline" aria-label={`Edit ${r.toolName}`} onClick={() => actions.edit(r)}>
            <Icon name="pencil" />
            Edit
          </Button>
          <Button size="sm" variant="outline" aria-label={`Delete ${r.toolName}`} onClick={() => actions.remove(r)}>
            <Icon name="trash" />
            Delete
          </Button>
        </div>
      ),
    },
  ];
}

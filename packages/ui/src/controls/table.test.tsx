import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Table, type TableColumn } from './table';

interface Request {
  id: number;
  toolName: string;
  submitted: string;
}

const requests: Request[] = [
  { id: 1, toolName: 'Word Count', submitted: '2026-03-01' },
  { id: 2, toolName: 'case convert', submitted: '2026-01-15' },
  { id: 3, toolName: 'Tool 10', submitted: '2026-02-10' },
  { id: 4, toolName: 'Tool 9', submitted: '2026-04-20' },
];

const columns: TableColumn<Request>[] = [
  { key: 'name', header: 'Tool Name', cell: (r) => r.toolName, sortValue: (r) => r.toolName },
  { key: 'submitted', header: 'Submitted', cell: (r) => r.submitted, sortValue: (r) => Date.parse(r.submitted) },
  { key: 'status', header: 'Status', cell: () => 'Completed' },
];

const firstColumn = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent);

describe('Table', () => {
  it('shows rows in the given order with a caption and column headers', () => {
    render(<Table caption="Recent requests" columns={columns} rows={requests} rowKey={(r) => r.id} />);
    expect(screen.getByRole('table', { name: 'Recent requests' })).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Tool Name', 'Submitted', 'Status']);
    expect(firstColumn()).toEqual(['Word Count', 'case convert', 'Tool 10', 'Tool 9']);
    for (const th of screen.getAllByRole('columnheader')) expect(th).not.toHaveAttribute('aria-sort');
  });

  it('sorts by a header button, ascending then descending, in natural order; aria-sort follows', async () => {
    const user = userEvent.setup();
    render(<Table columns={columns} rows={requests} rowKey={(r) => r.id} />);
    const nameHeader = screen.getByRole('columnheader', { name: 'Tool Name' });
    const sortByName = within(nameHeader).getByRole('button', { name: 'Tool Name' });
    expect(within(screen.getByRole('columnheader', { name: 'Status' })).queryByRole('button')).toBeNull();

    await user.click(sortByName);
    expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');
    expect(firstColumn()).toEqual(['case convert', 'Tool 9', 'Tool 10', 'Word Count']);

    // The keyboard works too: the header's button takes Enter.
    sortByName.focus();
    await user.keyboard('{Enter}');
    expect(nameHeader).toHaveAttribute('aria-sort', 'descending');
    expect(firstColumn()).toEqual(['Word Count', 'Tool 10', 'Tool 9', 'case convert']);

    const dateHeader = screen.getByRole('columnheader', { name: 'Submitted' });
    await user.click(within(dateHeader).getByRole('button'));
    expect(dateHeader).toHaveAttribute('aria-sort', 'ascending');
    expect(nameHeader).not.toHaveAttribute('aria-sort');
    expect(firstColumn()).toEqual(['case convert', 'Tool 10', 'Word Count', 'Tool 9']);
  });

  it('starts from a default sort', () => {
    render(
      <Table
        columns={columns}
        rows={requests}
        rowKey={(r) => r.id}
        defaultSort={{ key: 'submitted', direction: 'descending' }}
      />,
    );
    expect(screen.getByRole('columnheader', { name: 'Submitted' })).toHaveAttribute('aria-sort', 'descending');
    expect(firstColumn()[0]).toBe('Tool 9');
  });

  it('says so when there are no rows', () => {
    const { rerender } = render(<Table columns={columns} rows={[]} rowKey={(r) => r.id} />);
    expect(screen.getByRole('cell', { name: 'Nothing to show yet.' })).toHaveAttribute('colspan', '3');
    rerender(<Table columns={columns} rows={[]} rowKey={(r) => r.id} empty="No recent requests yet." />);
    expect(screen.getByRole('cell', { name: 'No recent requests yet.' })).toBeInTheDocument();
  });

  it('pages through the rows; sorting goes back to the first page', async () => {
    const user = userEvent.setup();
    render(<Table columns={columns} rows={requests} rowKey={(r) => r.id} pageSize={3} />);
    const previous = screen.getByRole('button', { name: 'Previous' });
    const next = screen.getByRole('button', { name: 'Next' });
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
    expect(previous).toBeDisabled();
    expect(firstColumn()).toEqual(['Word Count', 'case convert', 'Tool 10']);
    await user.click(next);
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();
    expect(firstColumn()).toEqual(['Tool 9']);
    expect(next).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Tool Name' }));
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
    expect(firstColumn()).toEqual(['case convert', 'Tool 9', 'Tool 10']);
  });

  it('has no pager when one page holds every row', () => {
    render(<Table columns={columns} rows={requests} rowKey={(r) => r.id} pageSize={10} />);
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
  });

  it('stays on the last page that exists when rows go away', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<Table columns={columns} rows={requests} rowKey={(r) => r.id} pageSize={2} />);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();
    rerender(<Table columns={columns} rows={requests.slice(0, 3)} rowKey={(r) => r.id} pageSize={2} />);
    expect(firstColumn()).toEqual(['Tool 10']);
    rerender(<Table columns={columns} rows={requests.slice(0, 2)} rowKey={(r) => r.id} pageSize={2} />);
    expect(firstColumn()).toEqual(['Word Count', 'case convert']);
    expect(screen.queryByText(/^Page /)).not.toBeInTheDocument();
  });

  it('can be named by a heading elsewhere', () => {
    render(
      <>
        <h2 id="approved-heading">Approved Requests</h2>
        <Table aria-labelledby="approved-heading" columns={columns} rows={requests} rowKey={(r) => r.id} />
      </>,
    );
    expect(screen.getByRole('table', { name: 'Approved Requests' })).toBeInTheDocument();
  });

  it('reads each row’s sort value once, and sorts again only when the rows, columns or sort change', () => {
    const sortValue = vi.fn((r: Request) => r.toolName);
    const counted: TableColumn<Request>[] = [{ key: 'name', header: 'Tool Name', cell: (r) => r.toolName, sortValue }];
    const table = (rows: readonly Request[]) => (
      <Table columns={counted} rows={rows} rowKey={(r) => r.id} defaultSort={{ key: 'name', direction: 'ascending' }} />
    );
    const { rerender } = render(table(requests));
    // Once per row, not once per comparison.
    expect(sortValue).toHaveBeenCalledTimes(requests.length);
    sortValue.mockClear();
    rerender(table(requests));
    expect(sortValue).not.toHaveBeenCalled();
    rerender(table(requests.slice(1)));
    expect(sortValue).toHaveBeenCalled();
  });
});

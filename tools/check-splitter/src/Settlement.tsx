import { Button, Card, CardContent, CardHeader, CardTitle } from '@toolnest/ui';
import { Checkbox } from '@toolnest/ui/checkbox';
import { Table, type TableColumn } from '@toolnest/ui/table';
import Download from 'lucide-react/icons/download';
import { useId } from 'react';
import { EXACT_FEWEST_LIMIT, MESSAGES, formatMoney, type Balances, type Settlement as Settled, type Transfer } from './logic';

export interface SettlementProps {
  /** Each person's name to show, by id. */
  names: ReadonlyMap<string, string>;
  result: Balances & Settled;
  fewest: boolean;
  onFewestChange: (fewest: boolean) => void;
  onExport: () => void;
}

/** The Settlement card: 'Total expenses: $X', then 'A pays B' rows or 'All settled up!'. */
export function Settlement({ names, result, fewest, onFewestChange, onExport }: SettlementProps) {
  const titleId = useId();
  const columns: TableColumn<Transfer>[] = [
    {
      key: 'payment',
      header: 'Payment',
      cell: (transfer) => (
        <>
          <span className="block wrap-anywhere">
            <bdi>{names.get(transfer.from)}</bdi> pays <bdi>{names.get(transfer.to)}</bdi>
          </span>
          <span className="block text-muted-foreground">Settlement payment</span>
        </>
      ),
    },
    { key: 'amount', header: 'Amount', cell: (transfer) => formatMoney(transfer.amount), className: 'text-right whitespace-nowrap' },
  ];
  const leftOut = result.leftOut.length;
  const owing = result.balances.filter((balance) => balance !== 0).length;

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2" id={titleId}>
          Settlement
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        <p className="text-lg font-medium">Total expenses: {formatMoney(result.total)}</p>
        <div className="grid gap-1">
          <Checkbox label="Fewest transfers" checked={fewest} onCheckedChange={(checked) => onFewestChange(checked === true)} />
          <p className="text-sm text-muted-foreground">
            {fewest && !result.exact
              ? `${owing} people owe or are owed: Fewest transfers is exact for up to ${EXACT_FEWEST_LIMIT}, so these are the largest-first transfers, which may be more than needed.`
              : fewest
                ? 'People whose debts cancel out settle among themselves, so nobody pays more often than needed.'
                : 'Largest debts are matched with the largest credits first. Tick Fewest transfers to find the fewest payments instead.'}
          </p>
        </div>
        {leftOut > 0 ? (
          <p className="text-sm">
            {leftOut === 1 ? '1 expense is' : `${leftOut} expenses are`} left out of the settlement: see the marks under Expenses.
          </p>
        ) : null}
        {result.transfers.length === 0 ? (
          <p className="font-medium">{MESSAGES.settled}</p>
        ) : (
          <Table aria-labelledby={titleId} columns={columns} rows={result.transfers} rowKey={(t) => `${t.from}>${t.to}`} />
        )}
        <div>
          <Button variant="outline" onClick={onExport} disabled={result.transfers.length === 0}>
            <Download aria-hidden="true" />
            Export transfers (CSV)
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}

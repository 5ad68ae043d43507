import { Button, Card, CardContent, CardHeader, CardTitle } from '@toolnest/ui';
import { ErrorText } from '@toolnest/ui/field';
import { Table, type TableColumn } from '@toolnest/ui/table';
import Download from 'lucide-react/icons/download';
import Plus from 'lucide-react/icons/plus';
import Trash2 from 'lucide-react/icons/trash-2';
import { useId, useRef, type Dispatch, type SetStateAction } from 'react';
import { ExpenseForm } from './ExpenseForm';
import { MESSAGES, formatMoney, newDraft, problemText, splitSummary, type Draft, type Expense, type ExpenseProblem, type Person } from './logic';

export interface ExpensesProps {
  people: Person[];
  expenses: readonly Expense[];
  /** Each person's name to show, by id. */
  names: ReadonlyMap<string, string>;
  /** Why an expense is left out of the settlement, by its id. */
  leftOut: ReadonlyMap<string, ExpenseProblem>;
  /** The expense being added, or null while the form is closed. */
  draft: Draft | null;
  onDraftChange: Dispatch<SetStateAction<Draft | null>>;
  onSave: (valid: Draft) => void;
  onDelete: (id: string) => void;
  onExport: () => void;
}

type ExpenseTableProps = Pick<ExpensesProps, 'expenses' | 'names' | 'leftOut' | 'onDelete'> & { labelledBy: string };

/** The expenses, one row each: what it is, its amount, and its Delete button. */
function ExpenseTable({ expenses, names, leftOut, onDelete, labelledBy }: ExpenseTableProps) {
  const columns: TableColumn<Expense>[] = [
    {
      key: 'expense',
      header: 'Expense',
      cell: (expense) => {
        const problem = leftOut.get(expense.id);
        return (
          <div className="grid gap-1">
            <bdi className="block font-medium wrap-anywhere">{expense.description}</bdi>
            <span className="text-muted-foreground wrap-anywhere">
              {expense.paidBy ? (
                <>
                  Paid by <bdi>{names.get(expense.paidBy)}</bdi>
                </>
              ) : (
                'No payer'
              )}
              {' · '}
              {splitSummary(expense)}
            </span>
            {problem ? <ErrorText>{problemText(problem, expense.total)}</ErrorText> : null}
          </div>
        );
      },
    },
    { key: 'total', header: 'Amount', cell: (expense) => formatMoney(expense.total), className: 'text-right whitespace-nowrap' },
    {
      key: 'delete',
      header: <span className="sr-only">Delete</span>,
      className: 'w-12 text-right',
      cell: (expense) => (
        <Button variant="ghost" size="icon" aria-label={`Delete ${expense.description}`} onClick={() => onDelete(expense.id)}>
          <Trash2 aria-hidden="true" />
        </Button>
      ),
    },
  ];
  return <Table aria-labelledby={labelledBy} columns={columns} rows={expenses} rowKey={(expense) => expense.id} />;
}

/** The Expenses card: Add, the new expense's form, the table and its CSV export, or 'No expenses yet'. */
export function Expenses({ people, expenses, names, leftOut, draft, onDraftChange, onSave, onDelete, onExport }: ExpensesProps) {
  const addButton = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  // The focus goes back to Add when the form closes or a row goes, so it is never lost on the page.
  const refocus = () => addButton.current?.focus();
  const closeForm = () => {
    onDraftChange(null);
    refocus();
  };
  const deleteOne = (id: string) => {
    onDelete(id);
    refocus();
  };

  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-2">
        <CardTitle as="h2" id={titleId}>
          Expenses
        </CardTitle>
        <Button ref={addButton} aria-label="Add expense" onClick={() => onDraftChange((current) => current ?? newDraft(people))}>
          <Plus aria-hidden="true" />
          Add
        </Button>
      </CardHeader>
      <CardContent className="grid gap-4">
        {draft ? (
          <ExpenseForm
            people={people}
            draft={draft}
            onChange={onDraftChange}
            onSave={(valid) => {
              onSave(valid);
              closeForm();
            }}
            onCancel={closeForm}
          />
        ) : null}
        {expenses.length > 0 ? (
          <>
            <ExpenseTable labelledBy={titleId} expenses={expenses} names={names} leftOut={leftOut} onDelete={deleteOne} />
            <div>
              <Button variant="outline" onClick={onExport}>
                <Download aria-hidden="true" />
                Export expenses (CSV)
              </Button>
            </div>
          </>
        ) : draft ? null : (
          <p className="text-muted-foreground">{MESSAGES.noExpenses}</p>
        )}
      </CardContent>
    </Card>
  );
}

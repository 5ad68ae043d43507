import { Button, Card, CardContent, CardHeader, CardTitle, Input, downloadTextFile, toast, urlParam, useUrlSettings } from '@toolnest/ui';
import { Dialog, DialogClose } from '@toolnest/ui/dialog';
import { ErrorText } from '@toolnest/ui/field';
import { Table, type TableColumn } from '@toolnest/ui/table';
import Download from 'lucide-react/icons/download';
import Plus from 'lucide-react/icons/plus';
import RotateCcw from 'lucide-react/icons/rotate-ccw';
import Trash2 from 'lucide-react/icons/trash-2';
import UserMinus from 'lucide-react/icons/user-minus';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { ExpenseForm } from './ExpenseForm';
import {
  MESSAGES,
  MIN_PEOPLE,
  addPerson,
  deleteExpense,
  displayName,
  draftToExpense,
  expensesCsv,
  formatMoney,
  initialCheck,
  newDraft,
  nextId,
  problemText,
  removePerson,
  removePersonFromDraft,
  renamePerson,
  settle,
  splitSummary,
  transfersCsv,
  type Check,
  type Draft,
  type Expense,
} from './logic';
import { Settlement } from './Settlement';
import { loadCheck, saveCheck } from './storage';

// The page module (the package's "." export, loaded lazily by the site): the tool, its article and page meta.
export { Article, pageDescription } from './article';

export const EXPENSES_FILENAME = 'check-splitter-expenses.csv';
export const TRANSFERS_FILENAME = 'check-splitter-transfers.csv';

// How to settle is a setting (a shared link keeps it); people and expenses never go in the URL.
const settingsSchema = { settle: urlParam.oneOf(['greedy', 'fewest'], 'greedy') };

const NOT_SAVED = {
  title: 'Not saved',
  description: "This browser's storage is off or full, so people and expenses are kept on this page only until you leave it.",
};
const DROPPED = {
  title: 'Saved check dropped',
  description: 'The people and expenses saved in this browser could not be read, so the splitter starts afresh.',
};

export interface CheckSplitterProps {
  /** People and expenses to start with (stories, embeds); the page starts from the browser's saved check. */
  initial?: Check;
  /** Keep the check in localStorage (the page); stories and embeds leave it off. */
  persist?: boolean;
}

/**
 * The Check Splitter: people, expenses split equally, by custom amounts, shares or percent, and the
 * transfers that settle everyone up. Money is integer cents throughout; the check is saved in the
 * browser, read only after hydration (the page is prerendered with the starting state).
 */
export function CheckSplitter({ initial, persist = true }: CheckSplitterProps) {
  const [check, setCheck] = useState<Check>(() => initial ?? initialCheck());
  const [draft, setDraft] = useState<Draft | null>(null);
  // 'pending' until the saved check is read; 'memory' once the browser refused storage.
  const [storage, setStorage] = useState<'pending' | 'saved' | 'memory'>('pending');
  const [confirming, setConfirming] = useState(false);
  const [settings, setSettings] = useUrlSettings(settingsSchema);
  const addExpenseButton = useRef<HTMLButtonElement>(null);
  const addPersonButton = useRef<HTMLButtonElement>(null);
  const focusPerson = useRef<string | null>(null);
  const peopleId = useId();
  const expensesId = useId();

  useEffect(() => {
    if (!persist) return;
    const loaded = loadCheck();
    if (!loaded.available) {
      toast(NOT_SAVED);
    } else if (loaded.dropped) {
      toast(DROPPED);
    }
    // One update from an external system, once, after hydration.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (loaded.available && loaded.check) setCheck(loaded.check);
    setStorage(loaded.available ? 'saved' : 'memory');
  }, [persist]);

  useEffect(() => {
    if (storage !== 'saved' || saveCheck(check)) return;
    toast(NOT_SAVED);
    // eslint-disable-next-line react-hooks/set-state-in-effect -- storage full: keep the check in memory from now on
    setStorage('memory');
  }, [check, storage]);

  const result = useMemo(() => settle(check, settings.settle), [check, settings.settle]);
  const leftOut = useMemo(() => new Map(result.leftOut.map(({ expense, problem }) => [expense.id, problem])), [result]);
  const names = useMemo(() => new Map(check.people.map((person) => [person.id, displayName(person)])), [check.people]);

  const closeForm = () => {
    setDraft(null);
    addExpenseButton.current?.focus();
  };

  const saveExpense = (valid: Draft) => {
    setCheck((current) => ({ ...current, expenses: [...current.expenses, draftToExpense(valid, current.expenses)] }));
    closeForm();
  };

  const removeOne = (id: string) => {
    setCheck((current) => removePerson(current, id));
    setDraft((current) => current && removePersonFromDraft(current, id));
    addPersonButton.current?.focus();
  };

  const exportCsv = (filename: string, csv: string) => {
    downloadTextFile(filename, csv);
    toast({ title: 'Downloaded!', description: `${filename} downloaded successfully.` });
  };

  const startOver = () => {
    setCheck(initialCheck());
    setDraft(null);
    setConfirming(false);
  };

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
        <Button
          variant="ghost"
          size="icon"
          aria-label={`Delete ${expense.description}`}
          onClick={() => {
            setCheck((current) => deleteExpense(current, expense.id));
            addExpenseButton.current?.focus();
          }}
        >
          <Trash2 aria-hidden="true" />
        </Button>
      ),
    },
  ];

  return (
    <div className="grid gap-6">
      <Card>
        <CardHeader className="flex-row flex-wrap items-center justify-between gap-2">
          <CardTitle as="h2" id={peopleId}>
            People
          </CardTitle>
          <Button
            ref={addPersonButton}
            aria-label="Add person"
            onClick={() => {
              focusPerson.current = nextId(check.people);
              setCheck(addPerson);
            }}
          >
            <Plus aria-hidden="true" />
            Add
          </Button>
        </CardHeader>
        <CardContent>
          <ul aria-labelledby={peopleId} className="grid gap-2">
            {check.people.map((person) => (
              <li key={person.id} className="flex items-center gap-2">
                <Input
                  ref={(element) => {
                    // A person just added gets the focus, so their name can be typed at once.
                    if (element && focusPerson.current === person.id) {
                      focusPerson.current = null;
                      element.focus();
                    }
                  }}
                  dir="auto"
                  aria-label={`Name of Person ${person.id}`}
                  placeholder={`Person ${person.id}`}
                  value={person.name}
                  onChange={(event) => {
                    const { value } = event.target;
                    setCheck((current) => renamePerson(current, person.id, value));
                  }}
                />
                {check.people.length > MIN_PEOPLE ? (
                  <Button variant="ghost" size="icon" aria-label={`Remove ${displayName(person)}`} onClick={() => removeOne(person.id)}>
                    <UserMinus aria-hidden="true" />
                  </Button>
                ) : null}
              </li>
            ))}
          </ul>
        </CardContent>
      </Card>

      <Card>
        <CardHeader className="flex-row flex-wrap items-center justify-between gap-2">
          <CardTitle as="h2" id={expensesId}>
            Expenses
          </CardTitle>
          <Button ref={addExpenseButton} aria-label="Add expense" onClick={() => setDraft((current) => current ?? newDraft(check.people))}>
            <Plus aria-hidden="true" />
            Add
          </Button>
        </CardHeader>
        <CardContent className="grid gap-4">
          {draft ? <ExpenseForm people={check.people} draft={draft} onChange={setDraft} onSave={saveExpense} onCancel={closeForm} /> : null}
          {check.expenses.length > 0 ? (
            <>
              <Table aria-labelledby={expensesId} columns={columns} rows={check.expenses} rowKey={(expense) => expense.id} />
              <div>
                <Button variant="outline" onClick={() => exportCsv(EXPENSES_FILENAME, expensesCsv(check))}>
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

      {check.expenses.length > 0 ? (
        <Settlement
          names={names}
          result={result}
          fewest={settings.settle === 'fewest'}
          onFewestChange={(fewest) => setSettings({ settle: fewest ? 'fewest' : 'greedy' })}
          onExport={() => exportCsv(TRANSFERS_FILENAME, transfersCsv(check.people, result.transfers))}
        />
      ) : null}

      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {storage === 'memory' ? `${NOT_SAVED.title}: kept on this page only.` : persist ? 'Saved in this browser only.' : ''}
        </p>
        <Dialog
          open={confirming}
          onOpenChange={setConfirming}
          trigger={
            <Button variant="outline">
              <RotateCcw aria-hidden="true" />
              Start over
            </Button>
          }
          title="Start over?"
          description="This removes every person and expense, here and from this browser's storage. It cannot be undone."
          footer={
            <>
              <DialogClose asChild>
                <Button variant="outline">Cancel</Button>
              </DialogClose>
              <Button variant="destructive" onClick={startOver}>
                Start over
              </Button>
            </>
          }
        />
      </div>
    </div>
  );
}

export default CheckSplitter;

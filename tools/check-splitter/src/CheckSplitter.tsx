import { downloadTextFile, toast, urlParam, useUrlSettings } from '@toolnest/ui';
import { useMemo, useState } from 'react';
import { Expenses } from './Expenses';
import {
  addPerson,
  deleteExpense,
  displayName,
  draftToExpense,
  expensesCsv,
  initialCheck,
  removePerson,
  removePersonFromDraft,
  renamePerson,
  settle,
  transfersCsv,
  type Check,
  type Draft,
} from './logic';
import { People } from './People';
import { Settlement } from './Settlement';
import { StartOver } from './StartOver';
import { useSavedCheck } from './use-saved-check';

// The page module (the package's "." export, loaded lazily by the site): the tool, its article and page meta.
export { Article, pageDescription } from './article';

export const EXPENSES_FILENAME = 'check-splitter-expenses.csv';
export const TRANSFERS_FILENAME = 'check-splitter-transfers.csv';

// How to settle is a setting (a shared link keeps it); people and expenses never go in the URL.
const settingsSchema = { settle: urlParam.oneOf(['greedy', 'fewest'], 'greedy') };

function exportCsv(filename: string, csv: string) {
  downloadTextFile(filename, csv);
  toast({ title: 'Downloaded!', description: `${filename} downloaded successfully.` });
}

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
  const { check, setCheck, storage } = useSavedCheck(initial, persist);
  const [draft, setDraft] = useState<Draft | null>(null);
  const [settings, setSettings] = useUrlSettings(settingsSchema);

  const result = useMemo(() => settle(check, settings.settle), [check, settings.settle]);
  const leftOut = useMemo(() => new Map(result.leftOut.map(({ expense, problem }) => [expense.id, problem])), [result]);
  const names = useMemo(() => new Map(check.people.map((person) => [person.id, displayName(person)])), [check.people]);

  return (
    <div className="grid gap-6">
      <People
        people={check.people}
        onAdd={() => setCheck(addPerson)}
        onRename={(id, name) => setCheck((current) => renamePerson(current, id, name))}
        onRemove={(id) => {
          setCheck((current) => removePerson(current, id));
          setDraft((current) => current && removePersonFromDraft(current, id));
        }}
      />
      <Expenses
        people={check.people}
        expenses={check.expenses}
        names={names}
        leftOut={leftOut}
        draft={draft}
        onDraftChange={setDraft}
        onSave={(valid) => setCheck((current) => ({ ...current, expenses: [...current.expenses, draftToExpense(valid, current.expenses)] }))}
        onDelete={(id) => setCheck((current) => deleteExpense(current, id))}
        onExport={() => exportCsv(EXPENSES_FILENAME, expensesCsv(check))}
      />
      {check.expenses.length > 0 ? (
        <Settlement
          names={names}
          result={result}
          fewest={settings.settle === 'fewest'}
          onFewestChange={(fewest) => setSettings({ settle: fewest ? 'fewest' : 'greedy' })}
          onExport={() => exportCsv(TRANSFERS_FILENAME, transfersCsv(check.people, result.transfers))}
        />
      ) : null}
      <StartOver
        storage={storage}
        persist={persist}
        onStartOver={() => {
          setCheck(initialCheck());
          setDraft(null);
        }}
      />
    </div>
  );
}

export default CheckSplitter;

import { Button, Input, toast } from '@toolnest/ui';
import { Checkbox } from '@toolnest/ui/checkbox';
import { Field } from '@toolnest/ui/field';
import { RadioGroup } from '@toolnest/ui/radio-group';
import { Select } from '@toolnest/ui/select';
import { useId, type FormEvent } from 'react';
import {
  FULL_PERCENT,
  SPLIT_TYPES,
  chooseSplitType,
  choosePayer,
  displayName,
  draftValueSum,
  formatHundredths,
  formatMoney,
  formatWeight,
  parseTotal,
  setParticipantValue,
  toggleParticipant,
  validateDraft,
  type Draft,
  type Person,
  type SplitType,
} from './logic';

const showError = (description: string, title = 'Error') => toast({ title, description, variant: 'destructive' });

export interface ExpenseFormProps {
  people: readonly Person[];
  draft: Draft;
  onChange: (draft: Draft) => void;
  /** Called with a draft that passed Save Expense's checks (validateDraft). */
  onSave: (draft: Draft) => void;
  onCancel: () => void;
}

// The per-person field of each split type other than equal.
const VALUE_FIELD: Record<Exclude<SplitType, 'equal'>, { label: string; step: string; prefix?: string; suffix?: string }> = {
  custom: { label: 'Amount for', step: '0.01', prefix: '$' },
  shares: { label: 'Shares for', step: 'any', suffix: 'shares' },
  percent: { label: 'Percent for', step: '0.01', suffix: '%' },
};

const Unit = ({ children }: { children?: string }) =>
  children ? (
    <span aria-hidden="true" className="text-sm text-muted-foreground">
      {children}
    </span>
  ) : null;

/** The running sum under the per-person fields, so a mismatch shows before Save Expense. */
function sumLine(draft: Draft): string | null {
  const sum = draftValueSum(draft);
  switch (draft.splitType) {
    case 'equal':
      return null;
    case 'custom':
      return `Assigned ${formatMoney(sum)} of ${formatMoney(parseTotal(draft.total) ?? 0)}`;
    case 'percent':
      return `Assigned ${formatHundredths(sum)}% of ${formatHundredths(FULL_PERCENT)}%`;
    case 'shares':
      return `${formatWeight(sum)} shares in all`;
  }
}

/** 'Who's Splitting This?': a box per person and, past an equal split, each one's amount, shares or percent. */
function Splitters({ people, draft, onChange }: Pick<ExpenseFormProps, 'people' | 'draft' | 'onChange'>) {
  const titleId = useId();
  const payerNoteId = useId();
  const equal = draft.splitType === 'equal';
  const valueField = draft.splitType === 'equal' ? null : VALUE_FIELD[draft.splitType];
  const summary = sumLine(draft);

  const toggle = (personId: string, checked: boolean) => {
    const result = toggleParticipant(draft, people, personId, checked);
    if (result.ok) onChange(result.draft);
    else showError(result.message, result.title);
  };

  return (
    <div role="group" aria-labelledby={titleId} className="grid gap-1">
      <p id={titleId} className="text-sm leading-none font-medium">
        Who&apos;s Splitting This?
      </p>
      {equal ? (
        <p id={payerNoteId} className="text-sm text-muted-foreground">
          The person who paid is always part of an equal split.
        </p>
      ) : null}
      <ul className="grid gap-1">
        {people.map((person) => {
          const name = displayName(person);
          const entry = draft.participants.find((p) => p.personId === person.id);
          const isPayer = equal && person.id === draft.paidBy;
          return (
            <li key={person.id} className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <Checkbox
                label={<bdi className="wrap-anywhere">{name}</bdi>}
                checked={entry !== undefined}
                onCheckedChange={(checked) => toggle(person.id, checked === true)}
                // The payer's box stays checked and reads as disabled, but still answers a click with
                // the 'Cannot remove payer' notice instead of ignoring it.
                aria-disabled={isPayer || undefined}
                aria-describedby={isPayer ? payerNoteId : undefined}
                className={isPayer ? 'min-w-0 flex-1 [&>button]:cursor-not-allowed [&>button]:opacity-50' : 'min-w-0 flex-1'}
              />
              {entry && valueField ? (
                <span className="flex items-center gap-2">
                  <Unit>{valueField.prefix}</Unit>
                  <Input
                    type="number"
                    step={valueField.step}
                    min="0"
                    inputMode="decimal"
                    aria-label={`${valueField.label} ${name}`}
                    value={entry.value}
                    onChange={(event) => onChange(setParticipantValue(draft, person.id, event.target.value))}
                    placeholder={draft.splitType === 'shares' ? '1' : '0.00'}
                    className="w-28"
                  />
                  <Unit>{valueField.suffix}</Unit>
                </span>
              ) : null}
            </li>
          );
        })}
      </ul>
      {summary ? (
        <p aria-live="polite" className="text-sm text-muted-foreground">
          {summary}
        </p>
      ) : null}
    </div>
  );
}

/** The 'Add New Expense' form, with shares and percent beside equal and custom. */
export function ExpenseForm({ people, draft, onChange, onSave, onCancel }: ExpenseFormProps) {
  const titleId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = validateDraft(draft);
    if (problem) showError(problem);
    else onSave(draft);
  };

  return (
    <form noValidate onSubmit={submit} aria-labelledby={titleId} className="grid gap-4 rounded-lg border border-border p-4">
      <h3 id={titleId} className="text-base font-semibold">
        Add New Expense
      </h3>
      <Field label="Description">
        <Input
          // The form opens on Add: start typing at once.
          autoFocus
          dir="auto"
          value={draft.description}
          onChange={(event) => onChange({ ...draft, description: event.target.value })}
          placeholder="e.g., Dinner at Restaurant"
        />
      </Field>
      <Field label="Total Amount">
        <Input
          type="number"
          step="0.01"
          min="0"
          inputMode="decimal"
          value={draft.total}
          onChange={(event) => onChange({ ...draft, total: event.target.value })}
          placeholder="0.00"
        />
      </Field>
      <Field label="Who Paid?">
        <Select
          options={people.map((person) => ({ value: person.id, label: displayName(person) }))}
          value={draft.paidBy}
          onValueChange={(personId) => onChange(choosePayer(draft, people, personId))}
          placeholder="Select person"
          // A long name is cut short with an ellipsis in the closed select instead of widening the page.
          className="min-w-0 [&>span]:min-w-0"
        />
      </Field>
      <RadioGroup
        label="Split Type"
        orientation="horizontal"
        options={SPLIT_TYPES}
        value={draft.splitType}
        onValueChange={(value) => onChange(chooseSplitType(draft, people, value as SplitType))}
      />
      <Splitters people={people} draft={draft} onChange={onChange} />
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit">Save Expense</Button>
      </div>
    </form>
  );
}

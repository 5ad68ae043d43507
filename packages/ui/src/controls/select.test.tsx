import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Field } from './field';
import { Select } from './select';

const people = [
  { value: 'alice', label: 'Alice' },
  { value: 'bob', label: 'Bob' },
  { value: 'carol', label: 'Carol', disabled: true },
  { value: 'dave', label: 'Dave' },
];

function renderSelect(onValueChange = vi.fn()) {
  render(
    <Field label="Who Paid?" hint="The person who paid the bill.">
      <Select options={people} placeholder="Select person" onValueChange={onValueChange} />
    </Field>,
  );
  return { trigger: screen.getByRole('combobox', { name: 'Who Paid?' }), onValueChange };
}

describe('Select', () => {
  it('is a labelled combobox showing its placeholder, with the options in order and the disabled one unpickable', () => {
    const { trigger } = renderSelect();
    expect(trigger).toBeInstanceOf(HTMLSelectElement);
    expect(trigger).toHaveDisplayValue('Select person');
    expect(trigger).toHaveAccessibleDescription('The person who paid the bill.');
    // The placeholder is no choice: hidden from the picker, and not an option to pick.
    const [placeholder, ...options] = within(trigger).getAllByRole<HTMLOptionElement>('option', { hidden: true });
    expect(placeholder).toHaveProperty('hidden', true);
    expect(placeholder).toBeDisabled();
    expect(options.map((option) => option.textContent)).toEqual(['Alice', 'Bob', 'Carol', 'Dave']);
    expect(options.map((option) => option.disabled)).toEqual([false, false, true, false]);
  });

  // The keyboard (arrows, typeahead, Enter, Escape) is the browser's own picker's, which jsdom has none of.
  it('chooses by value as the keyboard would, keeping focus', async () => {
    const user = userEvent.setup();
    const { trigger, onValueChange } = renderSelect();
    await user.tab();
    expect(trigger).toHaveFocus();
    await user.selectOptions(trigger, 'dave');
    expect(onValueChange).toHaveBeenCalledWith('dave');
    expect(trigger).toHaveDisplayValue('Dave');
    expect(trigger).toHaveFocus();
  });

  it('closes with Escape and keeps the value', async () => {
    const user = userEvent.setup();
    const { trigger, onValueChange } = renderSelect();
    await user.click(trigger);
    await user.keyboard('{Escape}');
    // Closed: a click on an option (which the picker no longer shows) chooses nothing.
    await user.click(screen.getByRole('option', { name: 'Alice' }));
    expect(onValueChange).not.toHaveBeenCalled();
    expect(trigger).toHaveDisplayValue('Select person');
  });

  it('chooses with the pointer, never a disabled option, and marks the chosen option', async () => {
    const user = userEvent.setup();
    const { trigger, onValueChange } = renderSelect();
    await user.click(trigger);
    await user.click(await screen.findByRole('option', { name: 'Carol' }));
    expect(onValueChange).not.toHaveBeenCalled();
    await user.click(screen.getByRole('option', { name: 'Bob' }));
    expect(onValueChange).toHaveBeenCalledWith('bob');
    expect(trigger).toHaveDisplayValue('Bob');
    await user.click(trigger);
    expect((await screen.findByRole<HTMLOptionElement>('option', { name: 'Bob' })).selected).toBe(true);
  });

  it('follows a controlled value, placeholder included, and refuses an empty required choice', () => {
    const { rerender } = render(<Select aria-label="Payer" options={people} value="" placeholder="Select person" required name="payer" />);
    const trigger = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Payer' });
    expect(trigger).toHaveDisplayValue('Select person');
    expect(trigger.validity.valueMissing).toBe(true);
    rerender(<Select aria-label="Payer" options={people} value="alice" placeholder="Select person" required name="payer" />);
    expect(trigger).toHaveDisplayValue('Alice');
    expect(trigger).toHaveValue('alice');
    expect(trigger.validity.valid).toBe(true);
  });

  it('never widens its container: it may shrink, and a long value is cut with an ellipsis', () => {
    render(<Select aria-label="Who" options={[{ value: 'long', label: 'A very long name '.repeat(20) }]} defaultValue="long" className="w-44" />);
    const trigger = screen.getByRole('combobox', { name: 'Who' });
    expect(trigger).toHaveClass('min-w-0', 'w-full', 'truncate');
    expect(trigger.parentElement).toHaveClass('min-w-0', 'w-44');
  });

  it('does not open when disabled', async () => {
    const user = userEvent.setup();
    render(<Select aria-label="Category" options={people} defaultValue="bob" disabled />);
    const trigger = screen.getByRole('combobox', { name: 'Category' });
    expect(trigger).toBeDisabled();
    expect(trigger).toHaveDisplayValue('Bob');
    await user.click(trigger);
    await user.click(screen.getByRole('option', { name: 'Alice' }));
    expect(trigger).toHaveDisplayValue('Bob');
  });
});

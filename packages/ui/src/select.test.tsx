import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { Field } from './field';
import { installJsdomPolyfills } from './jsdom-polyfills';
import { Select } from './select';

beforeAll(installJsdomPolyfills);

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
  it('is a labelled combobox showing its placeholder', () => {
    const { trigger } = renderSelect();
    expect(trigger).toHaveTextContent('Select person');
    expect(trigger).toHaveAccessibleDescription('The person who paid the bill.');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens with Enter, moves with the arrows past disabled options, and chooses with Enter', async () => {
    const user = userEvent.setup();
    const { trigger, onValueChange } = renderSelect();
    await user.tab();
    expect(trigger).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('listbox')).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Alice' })).toHaveFocus();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(screen.getByRole('option', { name: 'Dave' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onValueChange).toHaveBeenCalledWith('dave');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(trigger).toHaveTextContent('Dave');
    expect(trigger).toHaveFocus();
  });

  it('closes with Escape and keeps the value', async () => {
    const user = userEvent.setup();
    const { trigger, onValueChange } = renderSelect();
    trigger.focus();
    await user.keyboard('[Space]');
    expect(await screen.findByRole('listbox')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(onValueChange).not.toHaveBeenCalled();
    expect(trigger).toHaveTextContent('Select person');
  });

  it('chooses with the pointer and marks the chosen option', async () => {
    const user = userEvent.setup();
    const { trigger, onValueChange } = renderSelect();
    await user.click(trigger);
    await user.click(await screen.findByRole('option', { name: 'Bob' }));
    expect(onValueChange).toHaveBeenCalledWith('bob');
    expect(trigger).toHaveTextContent('Bob');
    await user.click(trigger);
    expect(await screen.findByRole('option', { name: 'Bob' })).toHaveAttribute('aria-selected', 'true');
  });

  it('does not open when disabled', async () => {
    const user = userEvent.setup();
    render(<Select aria-label="Category" options={people} defaultValue="bob" disabled />);
    const trigger = screen.getByRole('combobox', { name: 'Category' });
    expect(trigger).toBeDisabled();
    await user.click(trigger);
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });
});

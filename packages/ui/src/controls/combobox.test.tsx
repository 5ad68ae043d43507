import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Combobox } from './combobox';

const FRUITS = ['Apple', 'Apricot', 'Banana', 'Cherry'];

function Fruits({ onSelect }: { onSelect: (fruit: string) => void }) {
  const [value, setValue] = useState('');
  const options = FRUITS.filter((fruit) => fruit.toLowerCase().includes(value.toLowerCase()));
  return (
    <Combobox
      label="Find a fruit"
      listLabel="Fruits"
      value={value}
      onValueChange={setValue}
      options={options}
      optionKey={(fruit) => fruit}
      renderOption={(fruit) => fruit}
      onSelect={onSelect}
      empty="No fruit matches."
    />
  );
}

describe('Combobox', () => {
  it('follows the ARIA combobox pattern: Down and Up move the active option, wrapping, Enter selects it', async () => {
    const onSelect = vi.fn();
    render(<Fruits onSelect={onSelect} />);
    const input = screen.getByRole('combobox', { name: 'Find a fruit' });
    const options = () => screen.getAllByRole('option');
    expect(input).toHaveAttribute('aria-controls', screen.getByRole('listbox', { name: 'Fruits' }).id);
    expect(input).toHaveAttribute('aria-activedescendant', options()[0]!.id);
    expect(options()[0]).toHaveAttribute('aria-selected', 'true');

    await userEvent.type(input, '{ArrowDown}{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', options()[2]!.id);
    await userEvent.type(input, '{ArrowUp}{ArrowUp}{ArrowUp}');
    expect(input).toHaveAttribute('aria-activedescendant', options()[3]!.id);
    await userEvent.keyboard('{Enter}');
    expect(onSelect).toHaveBeenCalledWith('Cherry');
  });

  it('makes the first match active when the options change, and says when nothing matches', async () => {
    render(<Fruits onSelect={vi.fn()} />);
    const input = screen.getByRole('combobox');
    await userEvent.type(input, '{ArrowDown}{ArrowDown}ap');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Apple', 'Apricot']);
    expect(input).toHaveAttribute('aria-activedescendant', screen.getAllByRole('option')[0]!.id);
    await userEvent.type(input, 'xyz');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(input).not.toHaveAttribute('aria-activedescendant');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('status')).toHaveTextContent('No fruit matches.');
  });

  it('selects a clicked option, focus staying in the input', async () => {
    const onSelect = vi.fn();
    render(<Fruits onSelect={onSelect} />);
    const input = screen.getByRole('combobox');
    input.focus();
    await userEvent.click(screen.getByRole('option', { name: 'Banana' }));
    expect(onSelect).toHaveBeenCalledWith('Banana');
    expect(input).toHaveFocus();
  });
});

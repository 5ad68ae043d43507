import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Checkbox } from './checkbox';

describe('Checkbox', () => {
  it('toggles with its label, a click and Space', async () => {
    const user = userEvent.setup();
    const onCheckedChange = vi.fn();
    render(<Checkbox label="Uppercase" onCheckedChange={onCheckedChange} />);
    const box = screen.getByRole('checkbox', { name: 'Uppercase' });
    expect(box).not.toBeChecked();
    await user.tab();
    expect(box).toHaveFocus();
    await user.keyboard('[Space]');
    expect(box).toBeChecked();
    await user.click(screen.getByText('Uppercase'));
    expect(box).not.toBeChecked();
    await user.click(box);
    expect(box).toBeChecked();
    expect(onCheckedChange.mock.calls).toEqual([[true], [false], [true]]);
  });

  it('shows the mixed state, which a click turns to checked', async () => {
    const user = userEvent.setup();
    const onCheckedChange = vi.fn();
    const { rerender } = render(<Checkbox label="All people" checked="indeterminate" onCheckedChange={onCheckedChange} />);
    const box = screen.getByRole('checkbox', { name: 'All people' });
    // The native box's indeterminate property (Radix's button said aria-checked="mixed").
    expect(box).toBePartiallyChecked();
    await user.click(box);
    expect(onCheckedChange.mock.calls).toEqual([[true]]);
    // Controlled: mixed until the state changes.
    expect(box).toBePartiallyChecked();
    rerender(<Checkbox label="All people" checked onCheckedChange={onCheckedChange} />);
    expect(box).not.toBePartiallyChecked();
    expect(box).toBeChecked();
  });

  it('starts mixed from defaultChecked and leaves it on a click', async () => {
    const user = userEvent.setup();
    render(<Checkbox label="All people" defaultChecked="indeterminate" />);
    const box = screen.getByRole('checkbox', { name: 'All people' });
    expect(box).toBePartiallyChecked();
    await user.click(box);
    expect(box).not.toBePartiallyChecked();
    expect(box).toBeChecked();
  });

  it('stays as the state says when aria-disabled, but still reports the click', async () => {
    const user = userEvent.setup();
    const onCheckedChange = vi.fn();
    render(<Checkbox label="Alice (paid)" checked aria-disabled onCheckedChange={onCheckedChange} />);
    const box = screen.getByRole('checkbox', { name: 'Alice (paid)' });
    await user.click(box);
    expect(onCheckedChange.mock.calls).toEqual([[false]]);
    expect(box).toBeChecked();
  });

  it('neither toggles nor submits its form on Enter', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault());
    render(
      <form onSubmit={(event) => onSubmit(event.nativeEvent as SubmitEvent)}>
        <Checkbox label="Uppercase" name="uppercase" />
        <button type="submit">Save</button>
      </form>,
    );
    const box = screen.getByRole('checkbox', { name: 'Uppercase' });
    box.focus();
    await user.keyboard('{Enter}');
    expect(box).not.toBeChecked();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('goes back to its first state when its form is reset, and says so', async () => {
    const user = userEvent.setup();
    const onCheckedChange = vi.fn();
    render(
      <form aria-label="Options">
        <Checkbox label="Uppercase" name="uppercase" defaultChecked onCheckedChange={onCheckedChange} />
        <button type="reset">Reset</button>
      </form>,
    );
    const box = screen.getByRole('checkbox', { name: 'Uppercase' });
    await user.click(box);
    expect(box).not.toBeChecked();
    expect(new FormData(screen.getByRole('form', { name: 'Options' }) as HTMLFormElement).get('uppercase')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(box).toBeChecked();
    expect(new FormData(screen.getByRole('form', { name: 'Options' }) as HTMLFormElement).get('uppercase')).toBe('on');
    expect(onCheckedChange.mock.calls).toEqual([[false], [true]]);
  });

  it('cannot be changed when disabled', async () => {
    const user = userEvent.setup();
    render(<Checkbox label="Paid by Alice" defaultChecked disabled />);
    const box = screen.getByRole('checkbox', { name: 'Paid by Alice' });
    await user.click(box);
    await user.click(screen.getByText('Paid by Alice'));
    expect(box).toBeChecked();
    expect(box).toBeDisabled();
  });
});

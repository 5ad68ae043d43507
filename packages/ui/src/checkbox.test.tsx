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

  it('shows the mixed state', () => {
    render(<Checkbox label="All people" checked="indeterminate" />);
    expect(screen.getByRole('checkbox', { name: 'All people' })).toHaveAttribute('aria-checked', 'mixed');
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

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Switch } from './switch';

describe('Switch', () => {
  it('toggles with a click on it or its label, Space and Enter', async () => {
    const user = userEvent.setup();
    const onCheckedChange = vi.fn();
    render(<Switch label="Exclude similar characters" onCheckedChange={onCheckedChange} />);
    const control = screen.getByRole('switch', { name: 'Exclude similar characters' });
    expect(control).not.toBeChecked();
    await user.tab();
    expect(control).toHaveFocus();
    await user.keyboard('[Space]');
    expect(control).toBeChecked();
    await user.keyboard('{Enter}');
    expect(control).not.toBeChecked();
    await user.click(control);
    expect(control).toBeChecked();
    await user.click(screen.getByText('Exclude similar characters'));
    expect(control).not.toBeChecked();
    expect(onCheckedChange.mock.calls).toEqual([[true], [false], [true], [false]]);
  });

  it('cannot be changed when disabled', async () => {
    const user = userEvent.setup();
    render(<Switch aria-label="Live" defaultChecked disabled />);
    const control = screen.getByRole('switch', { name: 'Live' });
    await user.click(control);
    expect(control).toBeChecked();
  });
});

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RadioGroup } from './radio-group';

// Radix chooses the option that an arrow key focuses, and focuses it a tick after keydown: hold the key over that tick.
async function arrow(user: ReturnType<typeof userEvent.setup>, key: string) {
  await user.keyboard(`{${key}>}`);
  await user.keyboard(`{/${key}}`);
}

const splits = [
  { value: 'equal', label: 'Split Equally' },
  { value: 'custom', label: 'Custom Amounts' },
  { value: 'shares', label: 'By shares', disabled: true },
];

describe('RadioGroup', () => {
  it('is a named group; Tab enters at the chosen option and the arrows move and choose', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(
      <>
        <button type="button">before</button>
        <RadioGroup label="Split Type" options={splits} defaultValue="equal" onValueChange={onValueChange} />
        <button type="button">after</button>
      </>,
    );
    expect(screen.getByRole('radiogroup', { name: 'Split Type' })).toBeInTheDocument();
    const equal = screen.getByRole('radio', { name: 'Split Equally' });
    const custom = screen.getByRole('radio', { name: 'Custom Amounts' });
    expect(equal).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'before' }));
    await user.tab();
    expect(equal).toHaveFocus();
    await arrow(user, 'ArrowDown');
    expect(custom).toHaveFocus();
    expect(custom).toBeChecked();
    expect(onValueChange).toHaveBeenLastCalledWith('custom');
    // The disabled option is skipped: the focus wraps round to the first.
    await arrow(user, 'ArrowDown');
    expect(equal).toHaveFocus();
    expect(equal).toBeChecked();
    // One tab stop for the whole group.
    await user.tab();
    expect(screen.getByRole('button', { name: 'after' })).toHaveFocus();
  });

  it('chooses by clicking an option’s label, never a disabled one', async () => {
    const user = userEvent.setup();
    render(<RadioGroup label="Split Type" options={splits} orientation="horizontal" />);
    await user.click(screen.getByText('Custom Amounts'));
    expect(screen.getByRole('radio', { name: 'Custom Amounts' })).toBeChecked();
    await user.click(screen.getByText('By shares'));
    expect(screen.getByRole('radio', { name: 'By shares' })).not.toBeChecked();
    screen.getByRole('radio', { name: 'Custom Amounts' }).focus();
    await arrow(user, 'ArrowLeft');
    expect(screen.getByRole('radio', { name: 'Split Equally' })).toBeChecked();
  });
});

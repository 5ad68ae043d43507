import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { HoursCalculator } from './HoursCalculator';

describe('HoursCalculator', () => {
  it('converts the input and clears everything', async () => {
    const user = userEvent.setup();
    render(<HoursCalculator />);
    const copy = screen.getByRole('button', { name: 'Copy' });
    expect(copy).toBeDisabled();

    await user.type(screen.getByLabelText('Input'), '  hello  ');
    await user.click(screen.getByRole('button', { name: 'Convert' }));
    expect(screen.getByLabelText('Output')).toHaveValue('hello');
    expect(copy).toBeEnabled();

    await user.click(screen.getByRole('button', { name: 'Clear All' }));
    expect(screen.getByLabelText('Input')).toHaveValue('');
    expect(screen.getByLabelText('Output')).toHaveValue('');
  });
});

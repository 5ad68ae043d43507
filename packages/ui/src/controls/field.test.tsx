import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Field } from './field';
import { Input, Textarea } from './input';

describe('Field', () => {
  it('labels its control, so clicking the label focuses it', async () => {
    const user = userEvent.setup();
    render(
      <Field label="Description">
        <Input placeholder="e.g., Dinner at Restaurant" />
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: 'Description' });
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
    await user.click(screen.getByText('Description'));
    expect(input).toHaveFocus();
  });

  it('ties the hint and the error to the control and marks it invalid', () => {
    render(
      <Field label="Total Amount" hint="In dollars, to the cent." error="Please enter a valid total amount.">
        <Input type="number" />
      </Field>,
    );
    const input = screen.getByRole('spinbutton', { name: 'Total Amount' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('In dollars, to the cent. Please enter a valid total amount.');
  });

  it('gives each field its own ids and keeps a control’s own id and description', () => {
    render(
      <>
        <p id="extra">Counted in words.</p>
        <Field label="First" hint="One">
          <Textarea />
        </Field>
        <Field label="Second" hint="Two">
          <Textarea id="second" aria-describedby="extra" />
        </Field>
      </>,
    );
    const first = screen.getByRole('textbox', { name: 'First' });
    const second = screen.getByRole('textbox', { name: 'Second' });
    expect(first.id).not.toBe('');
    expect(second.id).toBe('second');
    expect(first).toHaveAccessibleDescription('One');
    expect(second).toHaveAccessibleDescription('Two Counted in words.');
  });
});

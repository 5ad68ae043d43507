import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Slider, clampToStep } from './slider';

function renderLength(onValueChange = vi.fn()) {
  render(<Slider label="Password length" min={4} max={50} defaultValue={12} onValueChange={onValueChange} />);
  return {
    slider: screen.getByRole('slider', { name: 'Password length' }),
    field: screen.getByRole('spinbutton', { name: 'Password length' }),
    onValueChange,
  };
}

describe('clampToStep', () => {
  it('snaps to the step from min and stays within min and max', () => {
    expect(clampToStep(7.6, 4, 50, 1)).toBe(8);
    expect(clampToStep(99, 4, 50, 1)).toBe(50);
    expect(clampToStep(-3, 4, 50, 1)).toBe(4);
    expect(clampToStep(0.31, 0, 1, 0.1)).toBe(0.3);
    expect(clampToStep(7, 1, 21, 5)).toBe(6);
  });
});

describe('Slider', () => {
  it('names the slider and the number field after its label and shows the value in both', () => {
    const { slider, field } = renderLength();
    expect(slider).toHaveAttribute('aria-valuenow', '12');
    expect(slider).toHaveAttribute('aria-valuemin', '4');
    expect(slider).toHaveAttribute('aria-valuemax', '50');
    expect(field).toHaveValue(12);
  });

  it('moves with the arrow keys, Home and End, and the field follows', async () => {
    const user = userEvent.setup();
    const { slider, field, onValueChange } = renderLength();
    await user.tab();
    expect(slider).toHaveFocus();
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowLeft}');
    expect(slider).toHaveAttribute('aria-valuenow', '13');
    expect(field).toHaveValue(13);
    await user.keyboard('{End}');
    expect(field).toHaveValue(50);
    await user.keyboard('{Home}');
    expect(field).toHaveValue(4);
    expect(onValueChange).toHaveBeenLastCalledWith(4);
    // Tab goes on to the number field.
    await user.tab();
    expect(field).toHaveFocus();
  });

  it('skips ten steps with Page Up/Down and Shift with an arrow, and stops at the ends', async () => {
    const user = userEvent.setup();
    const { slider, field, onValueChange } = renderLength();
    slider.focus();
    await user.keyboard('{PageUp}');
    expect(field).toHaveValue(22);
    await user.keyboard('{Shift>}{ArrowLeft}{/Shift}');
    expect(field).toHaveValue(12);
    await user.keyboard('{PageDown}');
    expect(field).toHaveValue(4);
    expect(slider).toHaveAttribute('aria-valuenow', '4');
    await user.keyboard('{ArrowDown}');
    expect(onValueChange.mock.calls).toEqual([[22], [12], [4]]);
  });

  it('follows the pointer: the range input\'s own change', () => {
    const { slider, field, onValueChange } = renderLength();
    fireEvent.change(slider, { target: { value: '30' } });
    expect(field).toHaveValue(30);
    expect(slider).toHaveAttribute('aria-valuenow', '30');
    expect(onValueChange).toHaveBeenLastCalledWith(30);
  });

  it('moves the slider as a valid number is typed', async () => {
    const user = userEvent.setup();
    const { slider, field, onValueChange } = renderLength();
    await user.clear(field);
    await user.type(field, '20');
    expect(slider).toHaveAttribute('aria-valuenow', '20');
    // "2" on the way to "20" was below the minimum: it waited instead of jumping to 4.
    expect(onValueChange.mock.calls).toEqual([[20]]);
  });

  it('clamps a typed value to min, max and step on Enter or when the field loses focus', async () => {
    const user = userEvent.setup();
    const { slider, field } = renderLength();
    await user.clear(field);
    await user.type(field, '99');
    // "9" was a valid value on the way, "99" is not: the slider waits at 9 until the field is left.
    expect(slider).toHaveAttribute('aria-valuenow', '9');
    expect(field).toHaveValue(99);
    await user.tab();
    expect(field).toHaveValue(50);
    expect(slider).toHaveAttribute('aria-valuenow', '50');
    await user.clear(field);
    await user.type(field, '7.6{Enter}');
    expect(field).toHaveValue(8);
    await user.clear(field);
    await user.type(field, '1');
    await user.tab();
    expect(field).toHaveValue(4);
  });

  it('puts the last value back when the field is left empty', async () => {
    const user = userEvent.setup();
    const { slider, field } = renderLength();
    await user.clear(field);
    await user.tab();
    expect(field).toHaveValue(12);
    expect(slider).toHaveAttribute('aria-valuenow', '12');
  });

  it('follows a controlled value', () => {
    const { rerender } = render(<Slider label="Volume" value={30} />);
    expect(screen.getByRole('spinbutton', { name: 'Volume' })).toHaveValue(30);
    rerender(<Slider label="Volume" value={70} />);
    expect(screen.getByRole('slider', { name: 'Volume' })).toHaveAttribute('aria-valuenow', '70');
    expect(screen.getByRole('spinbutton', { name: 'Volume' })).toHaveValue(70);
  });

  it('cannot be changed when disabled', async () => {
    const user = userEvent.setup();
    render(<Slider label="Volume" defaultValue={30} disabled />);
    const field = screen.getByRole('spinbutton', { name: 'Volume' });
    expect(field).toBeDisabled();
    screen.getByRole('slider', { name: 'Volume' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(field).toHaveValue(30);
  });
});

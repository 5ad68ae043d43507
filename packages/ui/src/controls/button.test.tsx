import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './button';

describe('Button', () => {
  it('is a non-submitting button that reacts to clicks and the keyboard', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Go</Button>);
    const button = screen.getByRole('button', { name: 'Go' });
    expect(button).toHaveAttribute('type', 'button');
    await user.click(button);
    await user.keyboard('{Enter}');
    expect(onClick).toHaveBeenCalledTimes(2);
  });

  it('renders its child instead with asChild', () => {
    render(
      <Button asChild variant="outline">
        <a href="/submissions">Request a tool</a>
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'Request a tool' });
    expect(link).toHaveAttribute('href', '/submissions');
    expect(link).not.toHaveAttribute('type');
    expect(link).toHaveClass('border-input');
  });
});

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Button } from '../controls/button';
import { TOOLTIP_DELAY, Tooltip, TooltipProvider } from './tooltip';

function renderTooltip() {
  return render(
    <TooltipProvider>
      <Tooltip content="Copies the text">
        <Button>Copy</Button>
      </Tooltip>
    </TooltipProvider>,
  );
}

describe('Tooltip', () => {
  it('opens only after the 700 ms hover delay', async () => {
    const user = userEvent.setup();
    renderTooltip();
    const start = performance.now();
    await user.hover(screen.getByRole('button', { name: 'Copy' }));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    const tooltip = await screen.findByRole('tooltip', {}, { timeout: 2000 });
    expect(tooltip).toHaveTextContent('Copies the text');
    expect(performance.now() - start).toBeGreaterThanOrEqual(TOOLTIP_DELAY - 20);
  });

  it('opens at once on keyboard focus and describes the trigger', async () => {
    const user = userEvent.setup();
    renderTooltip();
    await user.tab();
    const button = screen.getByRole('button', { name: 'Copy' });
    expect(button).toHaveFocus();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Copies the text');
    expect(button).toHaveAccessibleDescription('Copies the text');
  });
});

// The module-level toast store must start empty: a fresh copy of the module, whatever other test files
// of the worker (vitest shares one module graph between them) have shown.
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';

it('F8 loads and focuses the labelled notification region before any notice', async () => {
  vi.resetModules();
  const { Toaster } = await import('./toaster');
  const user = userEvent.setup();
  render(<Toaster />);
  expect(screen.queryByRole('region')).not.toBeInTheDocument();
  await user.keyboard('[F8]');
  const region = await screen.findByRole('region', { name: 'Notifications (F8)' }, { timeout: 5000 });
  await waitFor(() => expect(region.querySelector('ol')).toHaveFocus());
});

// Before any notice: the module-level toast store starts every test file empty (vitest.setup-dom.ts).
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it } from 'vitest';
import { Toaster } from './toaster';

it('F8 loads and focuses the labelled notification region before any notice', async () => {
  const user = userEvent.setup();
  render(<Toaster />);
  expect(screen.queryByRole('region')).not.toBeInTheDocument();
  await user.keyboard('[F8]');
  const region = await screen.findByRole('region', { name: 'Notifications (F8)' }, { timeout: 5000 });
  await waitFor(() => expect(region.querySelector('ol')).toHaveFocus());
});

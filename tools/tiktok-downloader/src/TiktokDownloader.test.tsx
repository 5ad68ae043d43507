import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { stubFetch } from '@toolnest/api-client/testing';
import { Toaster, dismissToast } from '@toolnest/ui';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TiktokDownloader } from './TiktokDownloader';

afterEach(() => {
  act(() => dismissToast());
  vi.unstubAllGlobals();
});

// React 19: the Toaster loads lazily, so render inside an awaited act.
async function setup() {
  const user = userEvent.setup();
  await act(async () => {
    render(
      <>
        <TiktokDownloader />
        <Toaster />
      </>,
    );
  });
  return user;
}

describe('TiktokDownloader', () => {
  it('sends the input to the server, shows the result and clears everything', async () => {
    const fetch = stubFetch(vi, 200, { output: 'hello' });
    const user = await setup();
    await user.type(screen.getByLabelText('Input'), '  hello  ');
    await user.click(screen.getByRole('button', { name: 'Convert' }));
    await waitFor(() => expect(screen.getByLabelText('Output')).toHaveValue('hello'));
    expect(fetch).toHaveBeenCalledWith('/api/tiktok-downloader', expect.objectContaining({ method: 'POST', body: JSON.stringify({ input: '  hello  ' }) }));

    await user.click(screen.getByRole('button', { name: 'Clear All' }));
    expect(screen.getByLabelText('Input')).toHaveValue('');
    expect(screen.getByLabelText('Output')).toHaveValue('');
  });

  it("shows the server's error", async () => {
    stubFetch(vi, 429, { error: 'Too many requests. Please try again in 1 minute.' });
    const user = await setup();
    await user.click(screen.getByRole('button', { name: 'Convert' }));
    expect(await screen.findByText('Too many requests. Please try again in 1 minute.', {}, { timeout: 5000 })).toBeInTheDocument();
  });
});

import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster, dismissToast } from '@toolnest/ui';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PlagiarismChecker } from './PlagiarismChecker';

afterEach(() => {
  act(() => dismissToast());
  vi.unstubAllGlobals();
});

/** fetch answering every call with this status and JSON body; the calls are recorded. */
function answer(status: number, body: unknown) {
  const fetch = vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function setup() {
  const user = userEvent.setup();
  render(
    <>
      <PlagiarismChecker />
      <Toaster />
    </>,
  );
  return user;
}

describe('PlagiarismChecker', () => {
  it('sends the input to the server, shows the result and clears everything', async () => {
    const fetch = answer(200, { output: 'hello' });
    const user = setup();
    await user.type(screen.getByLabelText('Input'), '  hello  ');
    await user.click(screen.getByRole('button', { name: 'Convert' }));
    await waitFor(() => expect(screen.getByLabelText('Output')).toHaveValue('hello'));
    expect(fetch).toHaveBeenCalledWith('/api/plagiarism-checker', expect.objectContaining({ method: 'POST', body: JSON.stringify({ input: '  hello  ' }) }));

    await user.click(screen.getByRole('button', { name: 'Clear All' }));
    expect(screen.getByLabelText('Input')).toHaveValue('');
    expect(screen.getByLabelText('Output')).toHaveValue('');
  });

  it("shows the server's error", async () => {
    answer(429, { error: 'Too many requests. Please try again in 1 minute.' });
    const user = setup();
    await user.click(screen.getByRole('button', { name: 'Convert' }));
    expect(await screen.findByText('Too many requests. Please try again in 1 minute.', {}, { timeout: 5000 })).toBeInTheDocument();
  });
});

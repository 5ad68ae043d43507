import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster, dismissToast } from '@toolnest/ui';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FacebookDownloader } from './FacebookDownloader';

// The control's own behaviour (states, stream, notices) is tested in packages/ui; here, what this page adds.
afterEach(() => {
  act(() => dismissToast());
  vi.unstubAllGlobals();
});

describe('FacebookDownloader', () => {
  it("has its labels: the help text, 'Download', and 'Downloading...' while processing", async () => {
    let answer!: (response: Response) => void;
    const fetch = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    vi.stubGlobal('fetch', fetch);
    vi.stubGlobal('EventSource', class { close() {} });
    const user = userEvent.setup();
    await act(async () => {
      render(
        <>
          <FacebookDownloader />
          <Toaster />
        </>,
      );
    });
    const input = screen.getByRole('textbox', { name: 'Facebook video URL' });
    expect(input).toHaveAccessibleDescription('Supports public Facebook videos and Watch content');

    await user.click(screen.getByRole('button', { name: 'Download' }));
    expect(await screen.findByText('Please enter a Facebook video URL.')).toBeInTheDocument();
    await user.type(input, 'https://fb.watch/abc/');
    await user.click(screen.getByRole('button', { name: 'Download' }));
    expect(screen.getByRole('button', { name: 'Downloading...' })).toBeDisabled();
    expect(fetch).toHaveBeenCalledWith('/api/download/facebook', expect.objectContaining({ method: 'POST' }));
    await act(async () => answer(Response.json({ success: false, error: 'This video is private.' }, { status: 400 })));
    expect(await screen.findByText('This video is private.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download' })).toBeEnabled();
  });
});

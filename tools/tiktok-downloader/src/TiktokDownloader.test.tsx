import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { stubFetch } from '@toolnest/api-client/testing';
import { Toaster, dismissToast } from '@toolnest/ui';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { TiktokDownloader } from './TiktokDownloader';


// The control's own behaviour (states, stream, notices) is tested in packages/ui; here, what this page adds.
beforeEach(() => {
  vi.stubGlobal('EventSource', class { close() {} });
  window.history.replaceState(null, '', '/tiktok-downloader');
});
afterEach(() => {
  act(() => dismissToast());
  vi.unstubAllGlobals();
});

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

const sentBody = (fetch: Mock, call: number) => JSON.parse(String((fetch.mock.calls[call] as [string, RequestInit])[1].body)) as Record<string, unknown>;

describe('TiktokDownloader', () => {
  it('sends the watermarked choice by default and the clean one when chosen, kept in the URL', async () => {
    const fetch = stubFetch<Mock>(vi, 200, { success: true });
    const user = await setup();
    expect(screen.getByRole('radio', { name: 'With watermark (faster)' })).toBeChecked();
    await user.type(screen.getByRole('textbox', { name: 'TikTok video URL' }), 'https://www.tiktok.com/@a/video/1');
    await user.click(screen.getByRole('button', { name: 'Download Video' }));
    expect(fetch).toHaveBeenCalledWith('/api/download/tiktok', expect.objectContaining({ method: 'POST' }));
    expect(sentBody(fetch, 0)).toMatchObject({ url: 'https://www.tiktok.com/@a/video/1', withoutWatermark: false });
    expect(await screen.findByText('Download Started!')).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Without watermark' }));
    expect(window.location.search).toBe('?watermark=without');
  });

  it('reads the choice from the URL', async () => {
    window.history.replaceState(null, '', '/tiktok-downloader?watermark=without');
    const fetch = stubFetch<Mock>(vi, 200, { success: true });
    const user = await setup();
    expect(screen.getByRole('radio', { name: 'Without watermark' })).toBeChecked();
    await user.type(screen.getByRole('textbox', { name: 'TikTok video URL' }), 'https://vm.tiktok.com/ZM1/');
    await user.click(screen.getByRole('button', { name: 'Download Video' }));
    expect(sentBody(fetch, 0)).toMatchObject({ withoutWatermark: true });
  });

  it("shows the URL sentences and calls nothing", async () => {
    const fetch = stubFetch<Mock>(vi, 200, { success: true });
    const user = await setup();
    await user.click(screen.getByRole('button', { name: 'Download Video' }));
    expect(await screen.findByText('Please enter a TikTok video URL.')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'TikTok video URL' }), 'https://www.instagram.com/p/1');
    await user.click(screen.getByRole('button', { name: 'Download Video' }));
    expect(await screen.findByText('Please enter a valid TikTok URL.')).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });
});

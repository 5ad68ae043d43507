// The browser suite of a page built on ui's VideoDownloader (TikTok, YouTube, Facebook), against the
// media test server (its sites point at the fake media server, with real yt-dlp and ffmpeg). One
// test, one page load: the empty-URL notice; a download through to the saved file (Playwright's
// `download`, ffprobe on it), timing the click to the first progress shown; the page at 360 px and
// axe in light and dark with the bar shown; the bar hidden 3 s after; then one failure path.
import { execFileSync } from 'node:child_process';
import { expect, mediaTest, type Page } from '../fixtures';
import { expectFitsAndAccessible, mainButton, mainTextbox, notices } from '../page';
import type { MediaSite } from '../server';

/** What ffprobe sees in a saved file. */
export interface ProbedStream {
  codec_type: string;
  codec_name: string;
  width?: number;
  height?: number;
}

/** ffprobe's streams of `file` (FFPROBE_PATH or ffprobe on PATH): a missing ffprobe fails the test. */
export function probeStreams(file: string): ProbedStream[] {
  const output = execFileSync(process.env.FFPROBE_PATH ?? 'ffprobe', ['-v', 'error', '-show_entries', 'stream=codec_type,codec_name,width,height', '-of', 'json', file]);
  return (JSON.parse(output.toString()) as { streams: ProbedStream[] }).streams;
}

export interface VideoDownloaderSuite {
  /** The page: '/tiktok-downloader'. */
  path: string;
  /** The URL field's label. */
  inputLabel: string;
  buttonLabel: string;
  /** The button's label while processing, when it changes (Facebook's 'Downloading...'). */
  busyLabel?: string;
  /** The page's sentence for an empty URL. */
  emptyMessage: string;
  /** Done on the page before the download (choose an option, check what only this page has). */
  prepare?: (page: Page, site: MediaSite) => Promise<void>;
  /** The download that works: its URL on the fake site, the saved name and a check of the file's streams. */
  download: { url: (site: MediaSite) => string; filename: string; streams: (streams: ProbedStream[]) => void };
  /** One failure: a URL and the 'Download Failed' notice's sentence. */
  failure: { url: (site: MediaSite) => string; message: string };
}

/**
 * Clicks `button` and answers the ms from the click to the first progress the page shows: the bar
 * past 0 or a status other than 'Starting download...' (measured in the page, on its clock).
 */
async function clickAndTimeFirstProgress(page: Page, buttonLabel: string): Promise<number> {
  const button = mainButton(page, buttonLabel);
  const timing = page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        let clickedAt = 0;
        document.addEventListener('click', () => (clickedAt ||= performance.now()), { capture: true, once: true });
        const shown = () => {
          const bar = document.querySelector('main [role="progressbar"]');
          const status = bar && document.getElementById(bar.getAttribute('aria-labelledby') ?? '');
          return !!bar && (Number(bar.getAttribute('aria-valuenow')) > 0 || (status?.textContent ?? 'Starting download...') !== 'Starting download...');
        };
        const observer = new MutationObserver(() => {
          if (clickedAt && shown()) {
            observer.disconnect();
            resolve(performance.now() - clickedAt);
          }
        });
        observer.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
        setTimeout(() => reject(new Error('no progress shown within 30 s of the click')), 30_000);
      }),
  );
  await button.click();
  return timing;
}

export function videoDownloaderSuite(suite: VideoDownloaderSuite): void {
  // In the worker's shared page (fixtures.ts): the test opens its tool, and leaves behind nothing another reads.
  mediaTest(`${suite.path}: downloads through to the saved file, with its notices, then fails one way`, async ({ sharedPage: page, mediaSite }) => {
    mediaTest.setTimeout(90_000);
    await page.goto(suite.path);
    const input = mainTextbox(page, suite.inputLabel);
    const button = mainButton(page, suite.buttonLabel);
    const bar = page.getByRole('main').getByRole('progressbar');

    await button.click();
    await expect(notices(page)).toContainText(suite.emptyMessage);

    await suite.prepare?.(page, mediaSite);
    await input.fill(suite.download.url(mediaSite));
    const saved = page.waitForEvent('download', { timeout: 60_000 });
    const firstProgressMs = await clickAndTimeFirstProgress(page, suite.buttonLabel);
    mediaTest.info().annotations.push({ type: 'click to first progress', description: `${Math.round(firstProgressMs)} ms (budget 1000 ms)` });
    if (suite.busyLabel) await expect(mainButton(page, suite.busyLabel)).toBeDisabled();
    else await expect(button).toBeDisabled();

    const download = await saved;
    expect(download.suggestedFilename()).toBe(suite.download.filename);
    suite.download.streams(probeStreams(await download.path()));
    await expect(notices(page)).toContainText('Download Ready!');
    await expect(bar).toHaveAttribute('aria-valuenow', '100');
    await expect(button).toBeEnabled();
    await expectFitsAndAccessible(page);
    // Hidden 3 s after completion.
    await expect(bar).toBeHidden({ timeout: 10_000 });

    await input.fill(suite.failure.url(mediaSite));
    await button.click();
    await expect(notices(page)).toContainText('Download Failed', { timeout: 30_000 });
    await expect(notices(page)).toContainText(suite.failure.message);
    await expect(bar).toBeHidden();
    await expect(button).toBeEnabled();
  });
}

// The jsdom suite of a page built on ui's ServerCheckForm (Cloaking Checker, Spam Score Checker,
// YouTube to MP3): each tool's component test calls it with its labels, its request and its notices,
// and keeps its own tests for what only it shows. Like stubFetch it takes the test runner's functions
// rather than importing one, and it asserts with node:assert, so test-kit depends on no runner.
import assert from 'node:assert/strict';
import { screen, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { dismissNotices, expectNotice, renderWithToaster } from '../dom';

/** The parts of the test runner the suite uses (vitest's `describe`, `it` and `afterEach`). */
export interface SuiteRunner {
  describe(name: string, body: () => void): void;
  it(name: string, body: () => Promise<void> | void): void;
  afterEach(body: () => void): void;
}

export interface ServerCheckFormSuite {
  /** The component's name, for the suite's title. */
  name: string;
  render: () => ReactElement;
  inputLabel: string;
  buttonLabel: string;
  /** The button's label while busy, when it changes ('Analyzing...'). */
  busyLabel?: string;
  /** What the visitor types (with spaces around it) and the call that must go out for it. */
  input: string;
  request: { url: string; body: unknown };
  /** The server's good answers by URL; a page that polls is answered at its progress URL too. */
  answers: Record<string, unknown>;
  /** A text the page shows once the answer is in, gone again as soon as the next check starts. */
  shown: string;
  /** The notice of a blank input: its title and sentence. */
  blank: { title: string; sentence: string };
  /** A refusal with the server's sentence; the notice's title, and its sentence when the server gave none. */
  failure: { status: number; sentence: string; title: string; general: string };
}

interface Reply {
  status: number;
  body: unknown;
}

interface Call {
  url: string;
  method: string;
  body: unknown;
}

/** Puts a stand-in for the server behind fetch: `reply` answers each call by its URL, or throws as a lost connection. */
function serve(reply: (url: string) => Reply | Promise<Reply>): Call[] {
  const calls: Call[] = [];
  globalThis.fetch = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    calls.push({ url, method: init.method ?? 'GET', body: init.body });
    const { status, body } = await reply(url);
    return new Response(typeof body === 'string' ? body : JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  };
  return calls;
}

/** A reply the test sends when it wants to: `release` it, or never. */
function heldReply(good: Reply) {
  let release!: () => void;
  const reply = new Promise<Reply>((resolve) => (release = () => resolve(good)));
  return { reply, release };
}

/** The server's good answer at `url`, or a 404 where the suite gives none. */
function goodAnswer(suite: ServerCheckFormSuite, url: string): Reply {
  return url in suite.answers ? { status: 200, body: suite.answers[url] } : { status: 404, body: { error: `Nothing is served at ${url}.` } };
}

/** Renders the page with its toaster: its box, its button (by either label), and `check`, which types a text and sends it. */
function renderForm(suite: ServerCheckFormSuite, busyLabel: string) {
  const { user } = renderWithToaster(suite.render());
  const input = screen.getByRole('textbox', { name: suite.inputLabel });
  const button = () => screen.getByRole('button', { name: (name) => name === suite.buttonLabel || name === busyLabel }) as HTMLButtonElement;
  const check = async (text = suite.input) => {
    await user.clear(input);
    await user.type(input, text);
    await user.click(button());
  };
  return { user, input, button, check };
}

export function serverCheckFormSuite(runner: SuiteRunner, suite: ServerCheckFormSuite): void {
  const { describe, it, afterEach } = runner;
  const busyLabel = suite.busyLabel ?? suite.buttonLabel;
  const answer = (url: string) => goodAnswer(suite, url);
  const setup = () => renderForm(suite, busyLabel);

  describe(`${suite.name}: the server-check form`, () => {
    const realFetch = globalThis.fetch;
    afterEach(() => {
      dismissNotices();
      globalThis.fetch = realFetch;
    });

    it('renders on the server with its box and button', () => {
      const html = renderToString(suite.render());
      assert.ok(html.includes(suite.inputLabel), 'the label is in the prerendered page');
      assert.ok(html.includes(suite.buttonLabel), 'the button is in the prerendered page');
    });

    it('sends the trimmed input once; the button is off until the answer shows', async () => {
      const start = heldReply(answer(suite.request.url));
      const calls = serve((url) => (url === suite.request.url ? start.reply : answer(url)));
      const { button, check } = setup();
      await check();
      assert.equal(button().disabled, true, 'the button is off while the server works');
      assert.equal(button().textContent, busyLabel);
      assert.deepEqual(calls, [{ url: suite.request.url, method: 'POST', body: JSON.stringify(suite.request.body) }]);

      start.release();
      await screen.findByText(suite.shown);
      await waitFor(() => assert.equal(button().disabled, false, 'the button is on again'));
      assert.equal(button().textContent, suite.buttonLabel);
    });

    it('refuses a blank input with its notice, and sends nothing', async () => {
      const calls = serve(answer);
      const { check } = setup();
      await check('   ');
      await expectNotice(suite.blank.title, suite.blank.sentence);
      assert.deepEqual(calls, []);
    });

    it('takes the previous answer away as soon as the next check starts', async () => {
      serve(answer);
      const { button, check } = setup();
      await check();
      await screen.findByText(suite.shown);
      await waitFor(() => assert.equal(button().disabled, false));
      serve((url) => (url === suite.request.url ? heldReply(answer(url)).reply : answer(url)));
      await check();
      assert.equal(screen.queryByText(suite.shown), null, 'no old answer beside the new check');
    });

    it("shows the server's sentence, or the general one when the answer has none or never comes", async () => {
      const { failure } = suite;
      serve(() => ({ status: failure.status, body: { error: failure.sentence } }));
      const { button, check, user } = setup();
      await check();
      await expectNotice(failure.title, failure.sentence);

      dismissNotices();
      serve(() => ({ status: 502, body: '<html>Bad gateway</html>' }));
      await user.click(button());
      await expectNotice(failure.title, failure.general);

      dismissNotices();
      serve(() => Promise.reject(new TypeError('Failed to fetch')));
      await user.click(button());
      await expectNotice(failure.title, failure.general);
      await waitFor(() => assert.equal(button().disabled, false, 'the button is on again'));
    });
  });
}

// Generated pages run apart from the site. A fake OpenAI-compatible server answers Generate with the hostile
// drafts of e2e/hostile-drafts.ts; the logged-in admin previews each, and then, live, visits each with the
// admin's session in the same tab. For every draft, in preview and live: its attempts on the site's storage
// threw and saw no credential, no request left but its frame's own document, module and runtime (all others
// were refused before they were sent, and the other origin it aims at heard nothing), the top page stayed
// where it was, and the admin's session is as it was. One page goes through the whole corpus: a browser per
// draft would cost minutes of CI for nothing more. Then the same frame served from GENERATED_ORIGIN.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test as base } from '@toolnest/test-kit';
import { ADMIN_CREDENTIALS, freePort, startServer, type RunningServer } from '@toolnest/test-kit/server';
import type { Frame, Request } from '@playwright/test';
import { ADMIN_AUTHORIZATION, AdminApi } from './admin-api';
import { draftSource, HOSTILE_DRAFTS, type HostileDraft } from './hostile-drafts';

const KEY = 'toolnest.admin.authorization';

interface Listening {
  origin: string;
  close(): Promise<void>;
}

async function listen(handle: (request: IncomingMessage, body: string, response: ServerResponse) => void): Promise<Listening> {
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk));
    request.on('end', () => handle(request, body, response));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

interface World {
  server: RunningServer;
  /** Every request the other origin heard: none, if the frames hold. */
  evilHits: string[];
  /** The request only an admin could approve, which the drafts try to. */
  victim: { id: number };
  evilOrigin: string;
}

const test = base.extend<object, { world: World }>({
  world: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads which fixtures a fixture needs from this pattern: none
    async ({}, provide) => {
      const evilHits: string[] = [];
      const evil = await listen((request, _body, response) => {
        evilHits.push(`${request.method} ${request.url}`);
        response.writeHead(204).end();
      });
      const victim = { id: 0 };
      const llm = await listen((_request, body, response) => {
        const { messages } = JSON.parse(body) as { messages: Array<{ content: string }> };
        const { toolName } = JSON.parse(messages.at(-1)!.content) as { toolName: string };
        const draft = HOSTILE_DRAFTS.find((candidate) => `Hostile ${candidate.name}` === toolName);
        const content = draft ? `\`\`\`tsx\n${draftSource(draft, { evil: evil.origin, victim: victim.id })}\n\`\`\`` : '';
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ choices: [{ message: { role: 'assistant', content } }] }));
      });
      const server = await startServer({
        env: { LLM_BASE_URL: `${llm.origin}/v1`, LLM_MODEL: 'hostile-drafts', RATE_LIMIT_TOOL_REQUEST_PER_MIN: '1000' },
      });
      try {
        await provide({ server, evilHits, victim, evilOrigin: evil.origin });
      } finally {
        await server.stop();
        await Promise.all([evil.close(), llm.close()]);
      }
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ world }, provide) => provide(world.server.baseURL),
});

test.describe.configure({ timeout: 240_000 });

interface Seen {
  request: Request;
  frame: Frame;
  failure?: string;
  finished?: boolean;
}

// How Chromium reports a request refused before it was sent: a CSP's or the frame-src of the page around.
const REFUSED = /^(?:csp|net::ERR_BLOCKED_BY_CSP|net::ERR_BLOCKED_BY_CLIENT|net::ERR_BLOCKED_BY_RESPONSE)$/;

/** The requests a frame of this page name may make: its document, its module, the frame runtime. */
const allowedFromFrame = (url: URL, origin: string, pageName: string) =>
  url.origin === origin && (new RegExp(`^/api/generated/${pageName}\\.(?:html|js)$`).test(url.pathname) || /^\/frame\/assets\/[\w.-]+$/.test(url.pathname));

/** The admin's own calls from the site's page, the only ones that may carry the credential. */
const ADMIN_CALL = /^\/api\/admin\/tool-requests(?:\/\d+\/preview)?$/;

test('no hostile draft reaches the site, its admin or another origin, in preview or live', async ({ page, playwright, world }) => {
  const { server, evilHits, victim } = world;
  const origin = server.baseURL;
  const api = await AdminApi.open(playwright, origin);
  victim.id = await api.submit('Victim Request', 'Only the admin may approve this one.');

  // Every draft Generated (the fake LLM's answer, compiled): none is refused, whatever it names.
  const pages: Array<{ draft: HostileDraft; id: number; pageName: string }> = [];
  for (const draft of HOSTILE_DRAFTS) {
    const id = await api.submit(`Hostile ${draft.name}`, `A hostile draft: ${draft.name}.`);
    await api.approve(id);
    const generated = await page.request.post(`/api/admin/tool-requests/${id}/generate`, { headers: { authorization: ADMIN_AUTHORIZATION } });
    expect(generated.status(), await generated.text()).toBe(200);
    const { filePath } = (await generated.json()) as { filePath: string };
    pages.push({ draft, id, pageName: filePath.replace(/^generated\/|\.tsx$/g, '') });
  }

  const seen: Seen[] = [];
  page.context().on('request', (request) => seen.push({ request, frame: request.frame() }));
  page.context().on('requestfailed', (request) => {
    const entry = seen.find((candidate) => candidate.request === request);
    if (entry) entry.failure = request.failure()?.errorText ?? 'failed';
  });
  page.context().on('requestfinished', (request) => {
    const entry = seen.find((candidate) => candidate.request === request);
    if (entry) entry.finished = true;
  });
  const topNavigations: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) topNavigations.push(frame.url());
  });

  await page.goto('/admin');
  const login = page.getByRole('form', { name: 'Login' });
  await login.getByLabel('Username').fill(ADMIN_CREDENTIALS.username);
  await login.getByLabel('Password').fill(ADMIN_CREDENTIALS.password);
  await login.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('heading', { name: /^Not Live Tools/ })).toBeVisible();
  const storedCredential = await page.evaluate((key) => sessionStorage.getItem(key), KEY);
  expect(storedCredential).toBe(ADMIN_AUTHORIZATION);

  // The sandbox of every frame the page adds, read as it is added: a frame that navigates itself at once (a
  // meta refresh) is taken down before a locator could find it.
  await page.evaluate(() => {
    const sandboxes: Array<string | null> = [];
    Object.assign(window, { frameSandboxes: sandboxes });
    new MutationObserver((records) => {
      for (const node of records.flatMap((record) => [...record.addedNodes])) {
        if (!(node instanceof Element)) continue;
        for (const frame of [node, ...node.querySelectorAll('iframe')]) if (frame.localName === 'iframe') sandboxes.push(frame.getAttribute('sandbox'));
      }
    }).observe(document, { childList: true, subtree: true });
  });
  const sandboxesSince = (start: number) =>
    page.evaluate((from) => (window as unknown as { frameSandboxes: Array<string | null> }).frameSandboxes.slice(from), start);
  const stoppedDrafts = new Set<string>();

  /** Opens one draft's page and checks everything that happened while it ran. */
  async function visit(path: string, { draft, pageName }: (typeof pages)[number], mode: 'preview' | 'live') {
    const label = `${draft.name} (${mode})`;
    const from = seen.length;
    const framesFrom = (await sandboxesSince(0)).length;
    topNavigations.length = 0;
    // Through the site's router, as a click on a link would: one document for the whole corpus, like an admin's tab.
    await page.evaluate((to) => {
      history.pushState(null, '', to);
      dispatchEvent(new PopStateEvent('popstate'));
    }, path);
    const frameElement = page.locator('iframe');
    const probe = page.frameLocator('iframe').locator('output[data-probe="done"]');
    // A draft that navigates its frame gets the browser's refusal in its place, which the page takes down.
    const stopped = page.getByRole('alert').filter({ hasText: 'tried to load another page in its place and was stopped' });
    await expect.poll(async () => (await probe.count()) + (await stopped.count()), { message: label, timeout: 15_000, intervals: [50] }).toBeGreaterThan(0);
    // One frame, sandboxed, whether it is still there or was taken down.
    expect(await sandboxesSince(framesFrom), label).toEqual(['allow-scripts']);
    // Stragglers: a refused navigation or image may come a moment after the attempt returned.
    for (let count = -1; count !== seen.length; ) {
      count = seen.length;
      await page.waitForTimeout(120);
    }

    if ((await stopped.count()) === 0) {
      const results = JSON.parse((await probe.textContent()) ?? 'null') as Record<string, string>;
      const text = JSON.stringify(results);
      expect(text, label).not.toContain(ADMIN_CREDENTIALS.password);
      expect(text, label).not.toContain(ADMIN_AUTHORIZATION.slice('Basic '.length));
      for (const attempt of draft.mustThrow ?? []) expect(results[attempt], `${label}: ${attempt}`).toMatch(/^threw /);
      await expect(frameElement, label).toHaveAttribute('data-state', 'ready');
      expect((await frameElement.boundingBox())!.height, label).toBeLessThanOrEqual(8000);
    } else {
      expect(draft.mustThrow ?? [], `${label} was stopped before its probe could say`).toEqual([]);
      stoppedDrafts.add(label);
    }

    // The top page is where it was, and the session is untouched.
    expect(page.url(), label).toBe(`${origin}${path}`);
    // (The router's own history updates count as navigations, of the same URL.)
    expect([...new Set(topNavigations)], label).toEqual([`${origin}${path}`]);
    expect(await page.evaluate((key) => sessionStorage.getItem(key), KEY), label).toBe(storedCredential);

    for (const { request, frame, failure, finished } of seen.slice(from)) {
      const url = new URL(request.url());
      const where = `${label}: ${request.method()} ${request.url()} from ${frame === page.mainFrame() ? 'the page' : 'a frame'}`;
      const headers = await request.allHeaders().catch(() => request.headers());
      const carries = [request.url(), request.postData() ?? '', ...Object.values(headers)].some(
        (value) => value.includes(ADMIN_CREDENTIALS.password) || value.includes(ADMIN_AUTHORIZATION.slice('Basic '.length)),
      );
      if (frame === page.mainFrame()) {
        // The site's own page: its own files and API, the credential only on the admin's own calls.
        expect(url.origin, where).toBe(origin);
        if (carries) expect(ADMIN_CALL.test(url.pathname), where).toBe(true);
      } else if (allowedFromFrame(url, origin, pageName)) {
        expect(carries, where).toBe(false);
        expect(finished || failure !== undefined, where).toBe(true);
      } else {
        // Anything else from a frame was refused before it was sent.
        expect(failure, where).toMatch(REFUSED);
      }
    }
  }

  for (const entry of pages) await visit(`/${entry.pageName}?preview=${entry.id}`, entry, 'preview');

  for (const entry of pages) {
    const live = await page.request.post(`/api/admin/tool-requests/${entry.id}/go-live`, { headers: { authorization: ADMIN_AUTHORIZATION } });
    expect(live.status(), await live.text()).toBe(200);
  }
  for (const entry of pages) await visit(`/${entry.pageName}`, entry, 'live');

  console.log(`${pages.length} drafts, each in preview and live; frames taken down after a refused navigation: ${[...stoppedDrafts].join(', ') || 'none'}`);
  expect(evilHits).toEqual([]);
  // The admin API saw no draft: the victim is still waiting, nothing was filed in the admin's name.
  expect((await api.find(victim.id))?.isApproved).toBe('false');
  const all = await page.request.get('/api/admin/tool-requests', { headers: { authorization: ADMIN_AUTHORIZATION } });
  expect(((await all.json()) as Array<{ toolName: string }>).map((request) => request.toolName)).not.toContain('Leak');
  // The admin is still logged in, in the same tab.
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: /^Not Live Tools/ })).toBeVisible();
  expect(await page.evaluate((key) => sessionStorage.getItem(key), KEY)).toBe(storedCredential);
  await api.dispose();
});

test('with GENERATED_ORIGIN, a page runs in a frame from that origin, which serves nothing of the site', async ({ page, playwright }) => {
  // One server under two names: the site at 127.0.0.1, its generated pages at localhost, another origin.
  const port = await freePort();
  const site = `http://127.0.0.1:${port}`;
  const generated = `http://localhost:${port}`;
  const server = await startServer({ port, env: { SITE_URL: site, GENERATED_ORIGIN: generated } });
  try {
    const api = await AdminApi.open(playwright, site);
    const id = await api.submit('Second Origin Tool', 'Runs on the generated origin.');
    await api.approve(id);
    const path = await api.makeLive(id);
    await api.dispose();
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    await page.goto(`${site}${path}`);
    const frame = page.frameLocator('iframe[sandbox]');
    await frame.getByRole('textbox', { name: 'Input' }).fill('on another origin');
    await expect(frame.getByRole('textbox', { name: 'Output' })).toHaveValue('on another origin');
    await expect(page.locator('iframe[sandbox]')).toHaveAttribute('data-state', 'ready');
    const frameUrl = page.frames().find((candidate) => candidate !== page.mainFrame())!.url();
    expect(new URL(frameUrl).origin).toBe(generated);
    expect(problems).toEqual([]);
    // The generated origin answers only frames: not the site's pages, nor its admin API.
    for (const url of ['/', '/admin', path, '/api/admin/tool-requests']) {
      expect((await page.request.get(`${generated}${url}`)).status(), url).toBe(404);
    }
  } finally {
    await server.stop();
  }
});

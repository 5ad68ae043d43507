import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ApprovedToolRequest } from '@toolnest/api-client';
import { DEFAULT_TITLE } from '@toolnest/tool-kit';
import { dismissToast } from '@toolnest/ui';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp, stubApi, type ApiFixture } from '../../test/render-app';

// jsdom lacks pointer capture, which Radix Toast's swipe handling calls on pointer up.
Element.prototype.hasPointerCapture ??= () => false;
Element.prototype.releasePointerCapture ??= () => {};

const day = (n: number) => new Date(Date.UTC(2026, 0, n, 12)).toISOString();

/** 12 approved requests, the server's order (newest first); request 12 is completed. */
const approved: ApprovedToolRequest[] = Array.from({ length: 12 }, (_, i) => {
  const n = 12 - i;
  return { id: n, toolName: `Request ${n}`, description: `Approved request number ${n}.`, status: n === 12 ? 'completed' : 'approved', createdAt: day(n) };
});

const json = (status: number, body: unknown) => () => Response.json(body, { status });

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});
afterEach(() => {
  act(() => dismissToast());
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function renderSubmissions(fixture: ApiFixture = {}) {
  const fetchMock = stubApi({ '/api/tool-requests/approved': approved, ...fixture });
  await renderApp('/submissions');
  return fetchMock;
}

const field = (name: string) => screen.getByLabelText(name);
// The Toaster loads its Radix part with the first notice.
const notices = async () => within(await screen.findByRole('region', { name: /Notifications/ }));
const bodyRows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);
const posts = (fetchMock: ReturnType<typeof stubApi>) =>
  fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST').map(([url, init]) => ({ url: String(url), body: JSON.parse(String(init?.body)) as unknown }));

async function fill(values: { toolName?: string; email?: string; description?: string }) {
  const user = userEvent.setup();
  if (values.toolName !== undefined) await user.type(await screen.findByLabelText('Tool Name'), values.toolName);
  if (values.email !== undefined) await user.type(field('Email (optional)'), values.email);
  if (values.description !== undefined) await user.type(field('Description'), values.description);
  await user.click(screen.getByRole('button', { name: 'Submit Request' }));
}

describe('Request a Tool', () => {
  it('has its heading, page meta, the form and an email-type optional email field', async () => {
    await renderSubmissions();
    // The page is a lazy chunk of its own.
    expect(await screen.findByRole('heading', { level: 1, name: 'Request a Tool' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Request a Tool | Toolnest'));
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(/^Suggest a free online tool/);
    expect(await screen.findByRole('form', { name: 'Your request' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Tool Name' })).toBe(field('Tool Name'));
    expect(field('Email (optional)')).toHaveAttribute('type', 'email');
    expect(field('Description').tagName).toBe('TEXTAREA');
    expect(within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Request a Tool' })).toHaveAttribute('aria-current', 'page');
  });

  it('lists the approved requests newest first, 10 a page, Completed or In Progress', async () => {
    const user = userEvent.setup();
    await renderSubmissions();
    const table = await screen.findByRole('table', { name: 'Approved Requests' });
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Tool Name', 'Description', 'Status', 'Submitted']);
    await waitFor(() => expect(bodyRows(table)).toHaveLength(10));
    const first = within(bodyRows(table)[0]!).getAllByRole('cell').map((cell) => cell.textContent);
    expect(first).toEqual(['Request 12', 'Approved request number 12.', 'Completed', 'Jan 12, 2026']);
    expect(within(bodyRows(table)[1]!).getAllByRole('cell')[2]).toHaveTextContent('In Progress');
    expect(within(bodyRows(table)[1]!).getByText('Jan 11, 2026')).toHaveAttribute('datetime', day(11));
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(bodyRows(table).map((row) => within(row).getAllByRole('cell')[0]!.textContent)).toEqual(['Request 2', 'Request 1']);
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();
  });

  it('sorts by the submitted date even when the server order is not', async () => {
    await renderSubmissions({ '/api/tool-requests/approved': approved.toReversed() });
    const table = await screen.findByRole('table', { name: 'Approved Requests' });
    await waitFor(() => expect(bodyRows(table)).toHaveLength(10));
    expect(within(bodyRows(table)[0]!).getAllByRole('cell')[0]).toHaveTextContent('Request 12');
  });

  it('says when there are no approved requests yet', async () => {
    await renderSubmissions({ '/api/tool-requests/approved': [] });
    expect(await screen.findByRole('cell', { name: 'No approved requests yet.' })).toBeInTheDocument();
  });

  it('says when the approved requests could not be loaded', async () => {
    let answer!: (response: Response) => void;
    await renderSubmissions({ '/api/tool-requests/approved': () => new Promise<Response>((resolve) => (answer = resolve)) });
    expect(await screen.findByRole('cell', { name: 'Loading approved requests…' })).toBeInTheDocument();
    answer(json(500, { error: 'Internal Server Error' })());
    expect(await screen.findByRole('cell', { name: 'The approved requests could not be loaded. Please reload the page.' })).toBeInTheDocument();
  });

  it('needs a tool name and a description: nothing is sent without them', async () => {
    const fetchMock = await renderSubmissions();
    await fill({ toolName: '   ' });
    expect(await (await notices()).findByText('Submission Failed')).toBeInTheDocument();
    expect((await notices()).getByText('Tool name and description are required.')).toBeInTheDocument();
    await fill({ toolName: 'Name only' });
    expect(await (await notices()).findByText('Tool name and description are required.')).toBeInTheDocument();
    expect(posts(fetchMock)).toEqual([]);
  });

  it('needs at least 10 characters of description once trimmed', async () => {
    const fetchMock = await renderSubmissions();
    await fill({ toolName: 'Haiku Helper', description: '   123456789   ' });
    expect(await (await notices()).findByText('Submission Failed')).toBeInTheDocument();
    expect((await notices()).getByText('Please provide at least 10 characters describing the tool.')).toBeInTheDocument();
    expect(posts(fetchMock)).toEqual([]);
    // The values stay for the visitor to fix.
    expect(field('Tool Name')).toHaveValue('Haiku Helper');
  });

  it('refuses text that is not well-formed Unicode, as the server does: nothing is sent', async () => {
    const fetchMock = await renderSubmissions();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Tool Name'), 'Haiku Helper');
    // A lone surrogate cannot be typed; a script or a broken paste can put one in the field.
    (field('Description') as HTMLTextAreaElement).value = 'Counts syllables \ud800 per line.';
    await user.click(screen.getByRole('button', { name: 'Submit Request' }));
    expect(await (await notices()).findByText('The text contains characters that are not allowed.')).toBeInTheDocument();
    expect(posts(fetchMock)).toEqual([]);
  });

  it('refuses a malformed email with its message', async () => {
    const fetchMock = await renderSubmissions();
    await fill({ toolName: 'Haiku Helper', email: 'not-an-email', description: 'Counts syllables per line.' });
    expect(await (await notices()).findByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(posts(fetchMock)).toEqual([]);
  });

  it('sends trimmed values with an empty email as "", says Request Submitted!, clears the form and reloads the approved list', async () => {
    let approvedReads = 0;
    const fetchMock = await renderSubmissions({
      '/api/tool-requests/approved': () => Response.json(approvedReads++ === 0 ? approved : [...approved, { ...approved[0]!, id: 99, toolName: 'Fresh Approval' }]),
      'POST /api/tool-request': json(201, { id: 100 }),
    });
    await fill({ toolName: '  Haiku Helper ', description: '  Counts syllables per line.  ' });
    expect(await (await notices()).findByText('Request Submitted!')).toBeInTheDocument();
    expect((await notices()).getByText('Your tool request has been submitted and is awaiting approval.')).toBeInTheDocument();
    expect(posts(fetchMock)).toEqual([
      { url: '/api/tool-request', body: { toolName: 'Haiku Helper', email: '', description: 'Counts syllables per line.' } },
    ]);
    expect(field('Tool Name')).toHaveValue('');
    expect(field('Email (optional)')).toHaveValue('');
    expect(field('Description')).toHaveValue('');
    // useSubmitToolRequest reads the approved list again for every reader.
    await waitFor(() => expect(approvedReads).toBe(2));
    expect(await screen.findByText('Fresh Approval')).toBeInTheDocument();
  });

  it('sends a given email trimmed', async () => {
    const fetchMock = await renderSubmissions({ 'POST /api/tool-request': json(201, { id: 100 }) });
    await fill({ toolName: 'Haiku Helper', email: ' poet@example.com ', description: 'Counts syllables per line.' });
    expect(await (await notices()).findByText('Request Submitted!')).toBeInTheDocument();
    expect(posts(fetchMock)[0]?.body).toEqual({ toolName: 'Haiku Helper', email: 'poet@example.com', description: 'Counts syllables per line.' });
  });

  it.each([
    ['a 400', json(400, { error: 'The text contains characters that are not allowed.' }), 'The text contains characters that are not allowed.'],
    ['a 429', json(429, { error: 'Too many requests. Please try again in 1 minute.' }), 'Too many requests. Please try again in 1 minute.'],
    ['a 500 without a JSON body', () => new Response('boom', { status: 500 }), 'Failed to submit request'],
    ['no answer', () => Promise.reject(new TypeError('Failed to fetch')), 'Failed to submit request'],
  ])('shows Submission Failed with the server’s text on %s, and keeps the values', async (_, answer, message) => {
    await renderSubmissions({ 'POST /api/tool-request': answer });
    await fill({ toolName: 'Haiku Helper', description: 'Counts syllables per line.' });
    expect(await (await notices()).findByText('Submission Failed')).toBeInTheDocument();
    expect((await notices()).getByText(message)).toBeInTheDocument();
    expect(field('Tool Name')).toHaveValue('Haiku Helper');
    expect(screen.getByRole('button', { name: 'Submit Request' })).toBeEnabled();
  });

  it('sends once while a submission is on its way, and says so on the button', async () => {
    let answer!: (response: Response) => void;
    const fetchMock = await renderSubmissions({ 'POST /api/tool-request': () => new Promise<Response>((resolve) => (answer = resolve)) });
    const user = userEvent.setup();
    await fill({ toolName: 'Haiku Helper', description: 'Counts syllables per line.' });
    const button = await screen.findByRole('button', { name: 'Submitting...' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    await user.click(button);
    expect(posts(fetchMock)).toHaveLength(1);
    await act(async () => answer(Response.json({ id: 1 }, { status: 201 })));
    expect(await screen.findByRole('button', { name: 'Submit Request' })).toBeInTheDocument();
  });

  it('restores the default title on leave', async () => {
    await renderSubmissions();
    await waitFor(() => expect(document.title).toBe('Request a Tool | Toolnest'));
    await userEvent.click(screen.getByRole('link', { name: 'Toolnest' }));
    expect(document.title).toBe(DEFAULT_TITLE);
  });
});

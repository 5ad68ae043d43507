import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_TITLE } from '@toolnest/tool-kit';
import { dismissToast } from '@toolnest/ui';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ADMIN_LOGIN, FakeAdminApi, toolRequest } from '../../test/fake-admin-api';
import { renderApp, stubApi } from '../../test/render-app';

const STORAGE_KEY = 'toolnest.admin.authorization';

let api: FakeAdminApi;

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  localStorage.clear();
  sessionStorage.clear();
  api = new FakeAdminApi(
    [
      toolRequest(4, { toolName: 'Haiku Helper', email: 'poet@example.com' }),
      toolRequest(3, { toolName: 'Limerick Lab', isApproved: 'true', status: 'approved', categoryId: 1 }),
      toolRequest(2, { toolName: 'Sonnet Sorter', isApproved: 'true', status: 'completed', generationStatus: 'live', categoryId: 2 }),
      toolRequest(1, { toolName: 'Ode Outliner', isApproved: 'true', status: 'approved', generationStatus: 'live' }),
    ],
    [
      { id: 1, name: 'Writing' },
      { id: 2, name: 'Poetry' },
    ],
  );
});
afterEach(() => {
  act(() => dismissToast());
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function renderAdmin() {
  const fetchMock = stubApi({ '*': api.handle });
  await renderApp('/admin');
  return fetchMock;
}

const user = () => userEvent.setup();
// hidden: an open modal dialog hides the rest of the page, the toasts' region included, from the accessibility tree.
const notices = async () => within(await screen.findByRole('region', { name: /Notifications/, hidden: true }));
async function expectNotice(title: string, description?: string) {
  const region = await notices();
  expect(await region.findByText(title, { exact: true })).toBeInTheDocument();
  if (description) expect(region.getByText(description, { exact: true })).toBeInTheDocument();
}

async function logIn(username = ADMIN_LOGIN.username, password = ADMIN_LOGIN.password) {
  const u = user();
  await u.type(await screen.findByLabelText('Username'), username);
  await u.type(screen.getByLabelText('Password'), password);
  await u.click(screen.getByRole('button', { name: 'Login' }));
}

const table = (name: string) => screen.getByRole('table', { name: new RegExp(`^${name}`) });
const rowOf = (toolName: string) => screen.getByRole('cell', { name: toolName }).closest('tr')!;
// A cell holding a select (a native one, whose text is all its options) reads as its chosen option.
const cellsOf = (toolName: string) =>
  within(rowOf(toolName))
    .getAllByRole('cell')
    .map((cell) => cell.querySelector('select')?.selectedOptions[0]?.textContent ?? cell.textContent);

async function loggedIn() {
  await renderAdmin();
  await logIn();
  await screen.findByRole('table', { name: /^Not Live Tools/ });
}

describe('the admin login', () => {
  it('shows the login form under the page title, and reads nothing before a login', async () => {
    const fetchMock = await renderAdmin();
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeInTheDocument();
    expect(await screen.findByRole('form', { name: 'Login' })).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    await waitFor(() => expect(document.title).toBe('Admin Dashboard | Toolnest'));
    expect(fetchMock.mock.calls.filter(([url]) => String(url).startsWith('/api/admin'))).toEqual([]);
  });

  it('logs in with Basic auth over UTF-8, says Login Successful and keeps the credential out of URLs', async () => {
    await loggedIn();
    await expectNotice('Login Successful');
    const header = `Basic ${Buffer.from(`${ADMIN_LOGIN.username}:${ADMIN_LOGIN.password}`, 'utf8').toString('base64')}`;
    expect(api.calls[0]).toEqual({ call: 'GET /api/admin/tool-requests', authorization: header, body: undefined });
    // Kept for the tab's session only: nothing on disk once the tab is closed.
    expect(sessionStorage.getItem(STORAGE_KEY)).toBe(header);
    expect(localStorage.getItem(STORAGE_KEY)).toBeNull();
    for (const { call } of api.calls) expect(call).not.toContain(btoaSafe(ADMIN_LOGIN.password));
    // The login's read serves the table: the list is not read twice.
    expect(api.calls.filter(({ call }) => call === 'GET /api/admin/tool-requests')).toHaveLength(1);
  });

  it.each([
    ['a wrong password', () => logIn(ADMIN_LOGIN.username, 'wrong'), 'Invalid username or password.'],
    [
      'the throttle',
      () => (api.fail('GET tool-requests', () => Response.json({ error: 'Too many failed logins. Please try again in 42 seconds.' }, { status: 429 })), logIn()),
      'Too many failed logins. Please try again in 42 seconds.',
    ],
    ['no answer', () => (api.fail('GET tool-requests', () => Promise.reject(new TypeError('Failed to fetch'))), logIn()), 'Failed to connect to server.'],
  ])('says Login Failed on %s, and stores nothing', async (_, attempt, message) => {
    await renderAdmin();
    await attempt();
    await expectNotice('Login Failed', message);
    expect(screen.getByRole('form', { name: 'Login' })).toBeInTheDocument();
    expect(sessionStorage.getItem(STORAGE_KEY)).toBeNull();
  });

  it('logs in on load with a stored credential, without a toast; Logout forgets it', async () => {
    sessionStorage.setItem(STORAGE_KEY, api.authorization);
    await renderAdmin();
    expect(await screen.findByRole('table', { name: /^Not Live Tools/ })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /Notifications/ })?.textContent ?? '').not.toContain('Login Successful');

    await user().click(screen.getByRole('button', { name: 'Logout' }));
    await expectNotice('Logged Out');
    expect(screen.getByRole('form', { name: 'Login' })).toBeInTheDocument();
    expect(sessionStorage.getItem(STORAGE_KEY)).toBeNull();
  });

  it('removes a credential an earlier version left in localStorage, and does not log in with it', async () => {
    localStorage.setItem(STORAGE_KEY, api.authorization);
    await renderAdmin();
    await waitFor(() => expect(localStorage.getItem(STORAGE_KEY)).toBeNull());
    expect(screen.getByRole('form', { name: 'Login' })).toBeInTheDocument();
    expect(api.calls).toEqual([]);
    expect(sessionStorage.getItem(STORAGE_KEY)).toBeNull();
  });

  it('forgets a stored credential the server refuses', async () => {
    sessionStorage.setItem(STORAGE_KEY, 'Basic b2xkOnBhc3N3b3Jk');
    await renderAdmin();
    await expectNotice('Login Failed', 'Invalid username or password.');
    expect(screen.getByRole('form', { name: 'Login' })).toBeInTheDocument();
    expect(sessionStorage.getItem(STORAGE_KEY)).toBeNull();
  });

  it('keeps a stored credential when the server cannot be reached', async () => {
    sessionStorage.setItem(STORAGE_KEY, api.authorization);
    api.fail('GET tool-requests', () => Promise.reject(new TypeError('Failed to fetch')));
    await renderAdmin();
    await expectNotice('Login Failed', 'Failed to connect to server.');
    expect(sessionStorage.getItem(STORAGE_KEY)).toBe(api.authorization);
  });

  it('restores the default title on leave', async () => {
    await renderAdmin();
    await waitFor(() => expect(document.title).toBe('Admin Dashboard | Toolnest'));
    await user().click(screen.getByRole('link', { name: 'Toolnest' }));
    expect(document.title).toBe(DEFAULT_TITLE);
  });
});

describe('the dashboard', () => {
  it('splits the requests into Not Live Tools and Live Tools with every column', async () => {
    await loggedIn();
    expect(within(table('Not Live Tools')).getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Tool Name',
      'Description',
      'Email',
      'Status',
      'Category',
      'Created',
      'Actions',
    ]);
    expect(cellsOf('Haiku Helper').slice(0, 4)).toEqual(['Haiku Helper', 'Description of tool 4.', 'poet@example.com', 'Pending Approval']);
    expect(cellsOf('Haiku Helper')[5]).toBe('Jan 4, 2026');
    expect(cellsOf('Limerick Lab')[3]).toBe('Approved');
    expect(within(table('Live Tools')).getByRole('cell', { name: 'Sonnet Sorter' })).toBeInTheDocument();
    expect(cellsOf('Sonnet Sorter')[3]).toBe('Completed');
    expect(within(table('Not Live Tools')).queryByRole('cell', { name: 'Sonnet Sorter' })).not.toBeInTheDocument();
    expect(within(rowOf('Haiku Helper')).getByRole('combobox', { name: 'Category of Haiku Helper' })).toHaveTextContent('No category');
    expect(within(rowOf('Limerick Lab')).getByRole('combobox', { name: 'Category of Limerick Lab' })).toHaveTextContent('Writing');
    // Approve only where there is something to approve.
    expect(within(rowOf('Haiku Helper')).getByRole('button', { name: 'Approve Haiku Helper' })).toBeInTheDocument();
    expect(within(rowOf('Limerick Lab')).queryByRole('button', { name: /^Approve/ })).not.toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Categories' })).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Writing', 'Poetry']);
  });

  it('approves a request and shows it approved once the list is read again', async () => {
    await loggedIn();
    await user().click(screen.getByRole('button', { name: 'Approve Haiku Helper' }));
    await expectNotice('Request Approved');
    await waitFor(() => expect(cellsOf('Haiku Helper')[3]).toBe('Approved'));
    expect(api.calls.map(({ call }) => call)).toContain('POST /api/admin/tool-requests/4/approve');
  });

  it('says Failed to approve request with the server’s text', async () => {
    await loggedIn();
    api.fail('POST approve', () => Response.json({ error: 'There is no tool request 4.' }, { status: 404 }));
    await user().click(screen.getByRole('button', { name: 'Approve Haiku Helper' }));
    await expectNotice('Failed to approve request', 'There is no tool request 4.');
  });

  it('generates an approved request’s page: Tool Generated! with its path, then Preview and Go Live', async () => {
    await loggedIn();
    expect(within(rowOf('Haiku Helper')).queryByRole('button', { name: /^Generate/ })).not.toBeInTheDocument();
    await user().click(screen.getByRole('button', { name: 'Generate Limerick Lab' }));
    await expectNotice('Tool Generated!');
    // Two lines: the page's path, then its status.
    expect((await notices()).getByText('Tool Generated!').nextElementSibling?.textContent).toBe('/limerick-lab\nStatus: Ready for QA');
    const row = within(rowOf('Limerick Lab'));
    expect(await row.findByRole('link', { name: 'Preview Limerick Lab' })).toHaveAttribute('href', '/limerick-lab?preview=3');
    expect(row.getByRole('button', { name: 'Generate Limerick Lab' })).toBeEnabled();
    expect(api.calls.filter(({ call }) => call === 'POST /api/admin/tool-requests/3/generate')).toEqual([
      { call: 'POST /api/admin/tool-requests/3/generate', authorization: api.authorization, body: undefined },
    ]);
  });

  it('says Failed to generate tool page with the server’s details, and reloads the list', async () => {
    await loggedIn();
    const reads = () => api.calls.filter(({ call }) => call === 'GET /api/admin/tool-requests').length;
    const before = reads();
    api.fail('POST generate', () => Response.json({ error: 'The drafted page failed a check.', details: 'It names localStorage.' }, { status: 422 }));
    await user().click(screen.getByRole('button', { name: 'Generate Limerick Lab' }));
    await expectNotice('Failed to generate tool page', 'It names localStorage.');
    await waitFor(() => expect(reads()).toBeGreaterThan(before));
    expect(within(rowOf('Limerick Lab')).queryByRole('link', { name: /^Preview/ })).not.toBeInTheDocument();
  });

  it('makes a page live after its review: Tool is Live! with a View Live link, and the row moves to Live Tools', async () => {
    api.requests = api.requests.map((r) => (r.id === 3 ? { ...r, generationStatus: 'ready_for_qa', generatedPagePath: '/limerick-lab' } : r));
    await loggedIn();
    await user().click(screen.getByRole('button', { name: 'Go Live Limerick Lab' }));
    // The page in its sandboxed frame and its source, before anything goes live.
    const review = await screen.findByRole('dialog', { name: 'Review "Limerick Lab" before Go Live' });
    expect(await within(review).findByLabelText('Page source')).toHaveTextContent('export default function Page() {}');
    const frame = within(review).getByTitle('Limerick Lab tool');
    expect(frame).toHaveAttribute('sandbox', 'allow-scripts');
    expect(frame).toHaveAttribute('src', `/api/generated/limerick-lab.html?token=1.${'a'.repeat(43)}`);
    expect(api.calls.map(({ call }) => call)).not.toContain('POST /api/admin/tool-requests/3/go-live');
    await user().click(within(review).getByRole('button', { name: 'Go Live' }));
    await expectNotice('Tool is Live!', '"Limerick Lab" is live at /limerick-lab.');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect((await notices()).getByRole('link', { name: 'View Live' })).toHaveAttribute('href', '/limerick-lab');
    await waitFor(() => expect(within(table('Live Tools')).getByRole('link', { name: 'View Live Limerick Lab' })).toHaveAttribute('href', '/limerick-lab'));
  });

  it('says Failed to make tool go live with the server’s error', async () => {
    api.requests = api.requests.map((r) => (r.id === 3 ? { ...r, generationStatus: 'ready_for_qa', generatedPagePath: '/limerick-lab' } : r));
    await loggedIn();
    api.fail('POST go-live', () => Response.json({ error: 'Generate the page before making it live.' }, { status: 409 }));
    await user().click(screen.getByRole('button', { name: 'Go Live Limerick Lab' }));
    const review = await screen.findByRole('dialog', { name: 'Review "Limerick Lab" before Go Live' });
    await within(review).findByLabelText('Page source');
    await user().click(within(review).getByRole('button', { name: 'Go Live' }));
    await expectNotice('Failed to make tool go live', 'Generate the page before making it live.');
  });

  it('edits a request in the Edit Tool Request dialog; the server’s refusal keeps it open', async () => {
    await loggedIn();
    const u = user();
    await u.click(screen.getByRole('button', { name: 'Edit Haiku Helper' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Tool Request' });
    expect(within(dialog).getByLabelText('Tool Name')).toHaveValue('Haiku Helper');

    await u.clear(within(dialog).getByLabelText('Description'));
    await u.type(within(dialog).getByLabelText('Description'), 'Too short');
    await u.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await expectNotice('Failed to update request', 'Please provide at least 10 characters describing the tool.');
    // Said inside the dialog too, where a screen reader is while the modal is open.
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please provide at least 10 characters describing the tool.');
    expect(screen.getByRole('dialog', { name: 'Edit Tool Request' })).toBeInTheDocument();

    await u.clear(within(dialog).getByLabelText('Tool Name'));
    await u.type(within(dialog).getByLabelText('Tool Name'), 'Haiku Counter');
    await u.type(within(dialog).getByLabelText('Description'), ' of syllables');
    await u.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await expectNotice('Request Updated');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByRole('cell', { name: 'Haiku Counter' })).toBeInTheDocument();
    expect(api.calls.filter(({ call }) => call === 'POST /api/admin/tool-requests/4/edit').at(-1)?.body).toEqual({
      toolName: 'Haiku Counter',
      description: 'Too short of syllables',
    });
  });

  it('deletes a request only after its confirmation', async () => {
    await loggedIn();
    const u = user();
    await u.click(screen.getByRole('button', { name: 'Delete Haiku Helper' }));
    let dialog = await screen.findByRole('dialog', { name: 'Delete "Haiku Helper"? This cannot be undone.' });
    await u.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.calls.some(({ call }) => call.startsWith('DELETE'))).toBe(false);

    await u.click(screen.getByRole('button', { name: 'Delete Haiku Helper' }));
    dialog = await screen.findByRole('dialog', { name: 'Delete "Haiku Helper"? This cannot be undone.' });
    await u.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expectNotice('Request Deleted');
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'Haiku Helper' })).not.toBeInTheDocument());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says Failed to delete request', async () => {
    await loggedIn();
    api.fail('DELETE tool-requests', () => Response.json({ error: 'There is no tool request 4.' }, { status: 404 }));
    const u = user();
    await u.click(screen.getByRole('button', { name: 'Delete Haiku Helper' }));
    await u.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await expectNotice('Failed to delete request', 'There is no tool request 4.');
  });

  it('files a request under a category, or none', async () => {
    await loggedIn();
    const u = user();
    await u.click(within(rowOf('Haiku Helper')).getByRole('combobox', { name: 'Category of Haiku Helper' }));
    await u.click(await screen.findByRole('option', { name: 'Poetry' }));
    await expectNotice('Category Updated');
    await waitFor(() => expect(within(rowOf('Haiku Helper')).getByRole('combobox', { name: 'Category of Haiku Helper' })).toHaveTextContent('Poetry'));
    expect(api.calls.find(({ call }) => call === 'POST /api/admin/tool-requests/4/category')?.body).toEqual({ categoryId: 2 });

    await u.click(within(rowOf('Limerick Lab')).getByRole('combobox', { name: 'Category of Limerick Lab' }));
    await u.click(await screen.findByRole('option', { name: 'No category' }));
    await waitFor(() => expect(within(rowOf('Limerick Lab')).getByRole('combobox', { name: 'Category of Limerick Lab' })).toHaveTextContent('No category'));
    expect(api.calls.find(({ call }) => call === 'POST /api/admin/tool-requests/3/category')?.body).toEqual({ categoryId: null });
  });

  it('says Failed to update tool category', async () => {
    await loggedIn();
    api.fail('POST category', () => Response.json({ error: 'There is no category 2.' }, { status: 400 }));
    const u = user();
    await u.click(within(rowOf('Haiku Helper')).getByRole('combobox', { name: 'Category of Haiku Helper' }));
    await u.click(await screen.findByRole('option', { name: 'Poetry' }));
    await expectNotice('Failed to update tool category', 'There is no category 2.');
  });

  it('sets a request\'s status from its Status column, says Request Updated and reloads the list', async () => {
    await loggedIn();
    const u = user();
    const status = (toolName: string) => within(rowOf(toolName)).getByRole('combobox', { name: `Status of ${toolName}` });
    // The control is the status text: each row's reads as its label.
    expect(status('Haiku Helper')).toHaveTextContent('Pending Approval');
    expect(status('Limerick Lab')).toHaveTextContent('Approved');
    expect(status('Sonnet Sorter')).toHaveTextContent('Completed');

    await u.click(status('Limerick Lab'));
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual(['Pending Approval', 'Approved', 'Completed']);
    const reads = api.calls.filter(({ call }) => call === 'GET /api/admin/tool-requests').length;
    await u.click(screen.getByRole('option', { name: 'Completed' }));
    await expectNotice('Request Updated', '"Limerick Lab" is Completed now.');
    await waitFor(() => expect(status('Limerick Lab')).toHaveTextContent('Completed'));
    expect(api.calls.find(({ call }) => call === 'POST /api/admin/tool-requests/3/status')?.body).toEqual({ status: 'completed' });
    expect(api.calls.filter(({ call }) => call === 'GET /api/admin/tool-requests').length).toBeGreaterThan(reads);

    // Approved from the control: the row reads Approved and has nothing left to approve.
    await u.click(status('Haiku Helper'));
    await u.click(await screen.findByRole('option', { name: 'Approved' }));
    await expectNotice('Request Updated', '"Haiku Helper" is Approved now.');
    await waitFor(() => expect(status('Haiku Helper')).toHaveTextContent('Approved'));
    expect(within(rowOf('Haiku Helper')).queryByRole('button', { name: /^Approve/ })).not.toBeInTheDocument();

    // Back to Pending Approval: Approve is offered again.
    await u.click(status('Haiku Helper'));
    await u.click(await screen.findByRole('option', { name: 'Pending Approval' }));
    await waitFor(() => expect(status('Haiku Helper')).toHaveTextContent('Pending Approval'));
    expect(within(rowOf('Haiku Helper')).getByRole('button', { name: 'Approve Haiku Helper' })).toBeInTheDocument();
    expect(api.calls.filter(({ call }) => call === 'POST /api/admin/tool-requests/4/status').map(({ body }) => body)).toEqual([
      { status: 'approved' },
      { status: 'pending' },
    ]);

    // Choosing what the row already reads sends nothing.
    const sent = api.calls.length;
    await u.click(status('Sonnet Sorter'));
    await u.click(await screen.findByRole('option', { name: 'Completed' }));
    expect(api.calls.length).toBe(sent);
  });

  it('says Failed to update status with the server\'s text, else the status line, and keeps the row as it was', async () => {
    await loggedIn();
    const u = user();
    const status = () => within(rowOf('Limerick Lab')).getByRole('combobox', { name: 'Status of Limerick Lab' });
    api.fail('POST status', () => Response.json({ error: 'There is no tool request 3.' }, { status: 404 }));
    await u.click(status());
    await u.click(await screen.findByRole('option', { name: 'Completed' }));
    await expectNotice('Failed to update status', 'There is no tool request 3.');
    expect(status()).toHaveTextContent('Approved');

    act(() => dismissToast());
    api.fail('POST status', () => new Response('', { status: 502, statusText: 'Bad Gateway' }));
    await u.click(status());
    await u.click(await screen.findByRole('option', { name: 'Completed' }));
    await expectNotice('Failed to update status', '502: Bad Gateway');
    expect(status()).toHaveTextContent('Approved');
    expect(api.requests.find((r) => r.id === 3)?.status).toBe('approved');
  });

  it('adds categories: a blank name is refused here, a taken one by the server', async () => {
    await loggedIn();
    const u = user();
    const field = screen.getByLabelText('New category');
    await u.type(field, '   ');
    await u.click(screen.getByRole('button', { name: 'Add Category' }));
    await expectNotice('Failed to create category', 'Category name is required.');
    expect(api.calls.some(({ call }) => call === 'POST /api/admin/categories')).toBe(false);

    await u.clear(field);
    await u.type(field, 'writing');
    await u.click(screen.getByRole('button', { name: 'Add Category' }));
    await expectNotice('Failed to create category', 'A category named "Writing" already exists.');
    expect(field).toHaveValue('writing');

    await u.clear(field);
    await u.type(field, ' Video ');
    await u.click(screen.getByRole('button', { name: 'Add Category' }));
    await expectNotice('Category Created');
    expect(field).toHaveValue('');
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Categories' })).getAllByRole('listitem')).toHaveLength(3));
    // The new category is offered in the rows' menus too.
    await u.click(within(rowOf('Haiku Helper')).getByRole('combobox', { name: 'Category of Haiku Helper' }));
    expect(await screen.findByRole('option', { name: 'Video' })).toBeInTheDocument();
  });

  it('deletes a category after its confirmation; its requests keep living without one', async () => {
    await loggedIn();
    const u = user();
    await u.click(screen.getByRole('button', { name: 'Delete category Writing' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete category "Writing"?' });
    await u.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expectNotice('Category Deleted');
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Categories' })).getAllByRole('listitem')).toHaveLength(1));
    await waitFor(() => expect(within(rowOf('Limerick Lab')).getByRole('combobox', { name: 'Category of Limerick Lab' })).toHaveTextContent('No category'));
  });

  it('says Failed to delete category', async () => {
    await loggedIn();
    api.fail('DELETE categories', () => Response.json({ error: 'There is no category 1.' }, { status: 404 }));
    const u = user();
    await u.click(screen.getByRole('button', { name: 'Delete category Writing' }));
    await u.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await expectNotice('Failed to delete category', 'There is no category 1.');
  });

  it('says Failed to fetch categories, and Failed to fetch requests when a reload fails', async () => {
    api.fail('GET categories', () => new Response('', { status: 503, statusText: 'Service Unavailable' }));
    await renderAdmin();
    await logIn();
    await expectNotice('Failed to fetch categories', '503: Service Unavailable');

    api.fail('GET tool-requests', () => Response.json({ error: 'Internal Server Error' }, { status: 500 }));
    await user().click(await screen.findByRole('button', { name: 'Approve Haiku Helper' }));
    await expectNotice('Failed to fetch requests', 'Internal Server Error');
  });

  it('ends the session when the server stops taking the credential', async () => {
    await loggedIn();
    api.authorization = 'Basic changed';
    await user().click(screen.getByRole('button', { name: 'Approve Haiku Helper' }));
    await expectNotice('Failed to approve request', 'Invalid username or password.');
    expect(await screen.findByRole('form', { name: 'Login' })).toBeInTheDocument();
    expect(sessionStorage.getItem(STORAGE_KEY)).toBeNull();
  });
});

function btoaSafe(text: string): string {
  return Buffer.from(text, 'utf8').toString('base64');
}

import { basicAuthHeader, type Category, type ToolRequest } from '@toolnest/api-client';

export const ADMIN_LOGIN = { username: 'admin', password: 'pässwörd 🔑' };

const json = (status: number, body: unknown) => Response.json(body, { status });
const error = (status: number, message: string) => json(status, { error: message });

/**
 * The admin API (docs/admin.md#the-admin-api) in memory, for component tests: Basic auth on every call, the same
 * answers and messages as apps/api for what the dashboard does. `fail` makes the next call to a
 * route ('POST approve', 'GET tool-requests'…) answer with the given response instead.
 */
export class FakeAdminApi {
  requests: ToolRequest[];
  categories: Category[];
  authorization = basicAuthHeader(ADMIN_LOGIN.username, ADMIN_LOGIN.password);
  /** Every call, as `METHOD path` with the Authorization it carried. */
  readonly calls: { call: string; authorization: string | null; body: unknown }[] = [];
  readonly failures = new Map<string, () => Response | Promise<Response>>();

  constructor(requests: ToolRequest[], categories: Category[] = []) {
    this.requests = requests;
    this.categories = categories;
  }

  fail(route: string, answer: () => Response | Promise<Response>) {
    this.failures.set(route, answer);
  }

  /** For stubApi's `'*'`. */
  handle = async (request: Request): Promise<Response> => {
    const { pathname } = new URL(request.url);
    const body: unknown = request.body ? await request.json() : undefined;
    const authorization = request.headers.get('Authorization');
    this.calls.push({ call: `${request.method} ${pathname}`, authorization, body });
    const match = /^\/api\/admin\/(tool-requests|categories)(?:\/(\d+))?(?:\/([\w-]+))?$/.exec(pathname);
    if (!match) return error(404, 'Not Found');
    const [, collection, rawId, action] = match;
    const route = `${request.method} ${action ?? collection}`;
    const failure = this.failures.get(route);
    if (failure) {
      this.failures.delete(route);
      return failure();
    }
    if (authorization !== this.authorization) return error(401, 'Invalid username or password.');
    const id = Number(rawId);

    if (collection === 'categories') return answerCategories(this, request.method, id, body);

    if (request.method === 'GET' && !rawId) return json(200, this.requests);
    const row = this.requests.find((r) => r.id === id);
    if (!row) return error(404, `There is no tool request ${id}.`);
    let updated: ToolRequest = row;
    if (request.method === 'DELETE') {
      this.requests = this.requests.filter((r) => r.id !== id);
      return new Response(null, { status: 204 });
    }
    if (action === 'approve') updated = { ...row, isApproved: 'true', status: row.status === 'pending' ? 'approved' : row.status };
    if (action === 'edit') {
      const { toolName, description } = body as { toolName: string; description: string };
      if (description.trim().length < 10) return error(400, 'Please provide at least 10 characters describing the tool.');
      updated = { ...row, toolName: toolName.trim(), description: description.trim() };
    }
    if (action === 'status') {
      // As apps/api: isApproved follows the status, so 'pending' takes a request off the public list.
      const { status } = body as { status: ToolRequest['status'] };
      updated = { ...row, status, isApproved: status === 'pending' ? 'false' : 'true' };
    }
    if (action === 'category') updated = { ...row, categoryId: (body as { categoryId: number | null }).categoryId };
    if (action === 'generate' || action === 'preview' || action === 'go-live') return answerPageStep(this, row, action);
    this.requests = this.requests.map((r) => (r.id === id ? updated : r));
    return json(200, updated);
  };
}

/** The categories' routes: list, add (its name unique whatever its case), and delete (its requests keep no category). */
function answerCategories(api: FakeAdminApi, method: string, id: number, body: unknown): Response {
  if (method === 'GET') return json(200, api.categories);
  if (method === 'POST') {
    const name = String((body as { name: string }).name).trim();
    if (!name) return error(400, 'Category name is required.');
    const taken = api.categories.find((category) => category.name.toLowerCase() === name.toLowerCase());
    if (taken) return error(409, `A category named "${taken.name}" already exists.`);
    const category = { id: Math.max(0, ...api.categories.map((c) => c.id)) + 1, name };
    api.categories = [...api.categories, category];
    return json(201, category);
  }
  if (!api.categories.some((category) => category.id === id)) return error(404, `There is no category ${id}.`);
  api.categories = api.categories.filter((category) => category.id !== id);
  api.requests = api.requests.map((r) => (r.categoryId === id ? { ...r, categoryId: null } : r));
  return new Response(null, { status: 204 });
}

/** A generated page's steps for the request `row`: generate its page, preview it, make it live. */
function answerPageStep(api: FakeAdminApi, row: ToolRequest, action: 'generate' | 'preview' | 'go-live'): Response {
  if (action === 'generate') {
    if (row.isApproved !== 'true') return error(409, 'Approve the request before generating its page.');
    const pagePath = row.generatedPagePath ?? `/${row.toolName.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '')}`;
    api.requests = api.requests.map((r) => (r.id === row.id ? { ...row, generationStatus: 'ready_for_qa', generatedPagePath: pagePath } : r));
    return json(200, { filePath: `generated${pagePath}.tsx` });
  }
  if (action === 'preview') {
    if (row.generatedPagePath === null) return error(409, 'Generate the tool page first.');
    const frameUrl = `/api/generated${row.generatedPagePath}.html?token=1.${'a'.repeat(43)}`;
    return json(200, { frameUrl, source: `// Generated by Toolnest's Generate from tool request ${row.id}.\nexport default function Page() {}\n`, lint: [] });
  }
  if (row.generatedPagePath === null) return error(409, 'Generate the page before making it live.');
  api.requests = api.requests.map((r) => (r.id === row.id ? { ...row, generationStatus: 'live', status: 'completed' } : r));
  return json(200, { url: row.generatedPagePath });
}

/** A stored request with every field the admin API shows. */
export function toolRequest(id: number, overrides: Partial<ToolRequest> = {}): ToolRequest {
  return {
    id,
    toolName: `Tool ${id}`,
    email: null,
    description: `Description of tool ${id}.`,
    status: 'pending',
    isApproved: 'false',
    generationStatus: 'not_generated',
    generatedPagePath: null,
    categoryId: null,
    createdAt: new Date(Date.UTC(2026, 0, id, 12)).toISOString(),
    ...overrides,
  };
}

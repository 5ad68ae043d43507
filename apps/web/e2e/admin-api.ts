// Browser-test data through the running server's own HTTP API: visitors' requests through the public
// route, everything else through the admin routes with Basic auth. The server's stores do the writes
// and drop its cached lists, so pages may be loaded before, between and after these calls.
import { expect, type APIRequestContext, type PlaywrightWorkerArgs } from '@playwright/test';
import { ADMIN_CREDENTIALS } from '@toolnest/test-kit/server';

export const ADMIN_AUTHORIZATION = `Basic ${Buffer.from(`${ADMIN_CREDENTIALS.username}:${ADMIN_CREDENTIALS.password}`, 'utf8').toString('base64')}`;

interface Created {
  id: number;
}

export class AdminApi {
  private constructor(
    private readonly visitor: APIRequestContext,
    private readonly admin: APIRequestContext,
  ) {}

  static async open(playwright: PlaywrightWorkerArgs['playwright'], baseURL: string): Promise<AdminApi> {
    const admin = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { Authorization: ADMIN_AUTHORIZATION } });
    // One check first: the server then remembers the header. Parallel first checks would each run scrypt,
    // and checks still running count against the failed-login limit.
    expect((await admin.get('/api/admin/categories')).status()).toBe(200);
    return new AdminApi(await playwright.request.newContext({ baseURL }), admin);
  }

  async dispose(): Promise<void> {
    await Promise.all([this.visitor.dispose(), this.admin.dispose()]);
  }

  /** A visitor's request (POST /api/tool-request), pending approval. */
  async submit(toolName: string, description = `What ${toolName} should do.`, email = ''): Promise<number> {
    const response = await this.visitor.post('/api/tool-request', { data: { toolName, email, description } });
    expect(response.status(), await response.text()).toBe(201);
    return ((await response.json()) as Created).id;
  }

  async approve(id: number): Promise<void> {
    const response = await this.admin.post(`/api/admin/tool-requests/${id}/approve`);
    expect(response.status(), await response.text()).toBe(200);
  }

  /** POST …/status: the admin's Status column (Go Live sets 'completed' too). */
  async setStatus(id: number, status: 'pending' | 'approved' | 'completed'): Promise<void> {
    const response = await this.admin.post(`/api/admin/tool-requests/${id}/status`, { data: { status } });
    expect(response.status(), await response.text()).toBe(200);
  }

  async createCategory(name: string): Promise<number> {
    const response = await this.admin.post('/api/admin/categories', { data: { name } });
    expect(response.status(), await response.text()).toBe(201);
    return ((await response.json()) as Created).id;
  }

  async setCategory(id: number, categoryId: number | null): Promise<void> {
    const response = await this.admin.post(`/api/admin/tool-requests/${id}/category`, { data: { categoryId } });
    expect(response.status(), await response.text()).toBe(200);
  }

  /** Generate, then Go Live: the request's page is live at the path answered. */
  async makeLive(id: number): Promise<string> {
    const generated = await this.admin.post(`/api/admin/tool-requests/${id}/generate`);
    expect(generated.status(), await generated.text()).toBe(200);
    const live = await this.admin.post(`/api/admin/tool-requests/${id}/go-live`);
    expect(live.status(), await live.text()).toBe(200);
    return ((await live.json()) as { url: string }).url;
  }

  /** DELETE …/tool-requests/{id}: gone behind a page's back. */
  async delete(id: number): Promise<void> {
    const response = await this.admin.delete(`/api/admin/tool-requests/${id}`);
    expect(response.status(), await response.text()).toBe(204);
  }

  /** The request as the admin list has it, or undefined once deleted. */
  async find(id: number): Promise<{ toolName: string; description: string; isApproved: string; categoryId: number | null } | undefined> {
    const response = await this.admin.get('/api/admin/tool-requests');
    expect(response.status()).toBe(200);
    return ((await response.json()) as (Created & { toolName: string; description: string; isApproved: string; categoryId: number | null })[]).find(
      (row) => row.id === id,
    );
  }
}

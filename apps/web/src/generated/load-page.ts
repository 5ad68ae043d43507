import { ApiError, fetchAdminToolRequests, fetchPreviewModuleUrl, LIST_URLS, readJson, type LiveToolRequest } from '@toolnest/api-client';
import type { ComponentType } from 'react';
import { importModule } from './import-module';
import { installSharedModules } from './shared-modules';

/** A generated page ready to show: its component, and the request's name and description for the frame. */
export interface GeneratedPageModule {
  Page: ComponentType;
  toolName: string;
  description: string;
}

/** What the shell shows at `/{slug}`: the page, or Page Not Found (not live, or no valid preview). */
export type LoadedPage = { found: true; page: GeneratedPageModule } | { found: false };

const NOT_FOUND: LoadedPage = { found: false };

// The admin's ids are SQLite row ids (the server's own check, apps/api/src/routes/admin.ts).
const REQUEST_ID = /^[1-9]\d{0,15}$/;

export const moduleUrlOf = (pageName: string) => `/api/generated/${pageName}.js`;

/**
 * Imports a page's module once the shared modules are set. A failed import is Page Not Found only when the
 * server says the module is not there; anything else (offline) is thrown for the shell's error boundary.
 */
async function importPage(url: string): Promise<ComponentType | undefined> {
  installSharedModules();
  try {
    const module = await importModule(url);
    if (typeof module.default !== 'function') return undefined;
    return module.default as ComponentType;
  } catch (error) {
    const probe = await fetch(url, { method: 'HEAD' });
    if (probe.status === 404) return undefined;
    throw error;
  }
}

/** A live page: its module, with its name and description from the public live list. */
export async function loadLivePage(pagePath: string): Promise<LoadedPage> {
  // Both asked at once; a missing module is Page Not Found whatever the list says.
  const live = readJson<LiveToolRequest[]>(LIST_URLS.liveToolRequests);
  live.catch(() => {});
  const Page = await importPage(moduleUrlOf(pagePath.slice(1)));
  if (!Page) return NOT_FOUND;
  const request = (await live).find((candidate) => candidate.generatedPagePath === pagePath);
  if (!request) return NOT_FOUND;
  return { found: true, page: { Page, toolName: request.toolName, description: request.description } };
}

/**
 * A ready_for_qa page for the admin (`?preview={id}`): the stored credential asks for a module URL with a
 * preview token. No credential, a refused one, or a request whose page is not at `pagePath` is Page Not Found.
 */
export async function loadPreviewPage(pagePath: string, previewId: string, authorization: string | null): Promise<LoadedPage> {
  if (authorization === null || !REQUEST_ID.test(previewId)) return NOT_FOUND;
  const id = Number(previewId);
  let moduleUrl: string;
  let requests;
  try {
    [moduleUrl, requests] = await Promise.all([fetchPreviewModuleUrl(authorization, id), fetchAdminToolRequests(authorization)]);
  } catch (error) {
    // Refused (401, 404, 409): no preview. Offline: the shell's error boundary says so.
    if (error instanceof ApiError) return NOT_FOUND;
    throw error;
  }
  const request = requests.find((candidate) => candidate.id === id);
  if (request?.generatedPagePath !== pagePath || !moduleUrl.startsWith(`${moduleUrlOf(pagePath.slice(1))}?`)) return NOT_FOUND;
  const Page = await importPage(moduleUrl);
  if (!Page) return NOT_FOUND;
  return { found: true, page: { Page, toolName: request.toolName, description: request.description } };
}

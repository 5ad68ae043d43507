import type { ToolRequest } from '@toolnest/api-client';

export type AdminStatus = 'Pending Approval' | 'Approved' | 'Completed';

/** What the admin sees of a request's lifecycle (spec 2 §4): not yet approved, approved, or completed. */
export function adminStatus(request: Pick<ToolRequest, 'isApproved' | 'status'>): AdminStatus {
  if (request.isApproved !== 'true') return 'Pending Approval';
  return request.status === 'completed' ? 'Completed' : 'Approved';
}

/** The dashboard's two tables: requests whose page is live, and all the others (spec 2 §2). */
export function splitByLive<T extends Pick<ToolRequest, 'generationStatus'>>(requests: readonly T[]): { notLive: T[]; live: T[] } {
  const notLive: T[] = [];
  const live: T[] = [];
  for (const request of requests) (request.generationStatus === 'live' ? live : notLive).push(request);
  return { notLive, live };
}

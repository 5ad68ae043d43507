import type { ToolRequest, ToolRequestStatus } from '@toolnest/api-client';

export type AdminStatus = 'Pending Approval' | 'Approved' | 'Completed';

/** What the admin sees of a request's lifecycle: not yet approved, approved, or completed. */
export function adminStatus(request: Pick<ToolRequest, 'isApproved' | 'status'>): AdminStatus {
  if (request.isApproved !== 'true') return 'Pending Approval';
  return request.status === 'completed' ? 'Completed' : 'Approved';
}

/**
 * The status control's choices, labelled as the status column reads: the status route sets `status`
 * and keeps isApproved in step ('pending' is not approved), so a row reads as chosen.
 */
export const ADMIN_STATUS_OPTIONS: ReadonlyArray<{ value: ToolRequestStatus; label: AdminStatus }> = [
  { value: 'pending', label: 'Pending Approval' },
  { value: 'approved', label: 'Approved' },
  { value: 'completed', label: 'Completed' },
];

/** The status control's value for a row: the choice whose label adminStatus gives it. */
export function adminStatusValue(request: Pick<ToolRequest, 'isApproved' | 'status'>): ToolRequestStatus {
  return ADMIN_STATUS_OPTIONS.find((option) => option.label === adminStatus(request))!.value;
}

/** The dashboard's two tables: requests whose page is live, and all the others. */
export function splitByLive<T extends Pick<ToolRequest, 'generationStatus'>>(requests: readonly T[]): { notLive: T[]; live: T[] } {
  const notLive: T[] = [];
  const live: T[] = [];
  for (const request of requests) (request.generationStatus === 'live' ? live : notLive).push(request);
  return { notLive, live };
}

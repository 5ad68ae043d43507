import { useMutation } from '@tanstack/react-query';
import { LIST_URLS, refreshList } from './lists';
import { apiRequest } from './request';
import type { ToolRequest, ToolRequestInput } from './schemas';

/** POST /api/tool-request; on success the approved list is reloaded for every reader. */
export function useSubmitToolRequest() {
  return useMutation<ToolRequest, Error, ToolRequestInput>({
    mutationFn: async (input) => (await apiRequest('POST', '/api/tool-request', input)).json() as Promise<ToolRequest>,
    onSuccess: () => refreshList(LIST_URLS.approvedToolRequests),
  });
}

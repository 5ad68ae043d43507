import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from './request';
import type { ApprovedToolRequest, Category, LiveToolRequest, ToolRequest, ToolRequestInput } from './schemas';

export const queryKeys = {
  categories: ['/api/categories'],
  liveToolRequests: ['/api/tool-requests/live'],
  approvedToolRequests: ['/api/tool-requests/approved'],
} as const;

export function useCategories() {
  return useQuery<Category[]>({ queryKey: queryKeys.categories });
}

export function useLiveToolRequests() {
  return useQuery<LiveToolRequest[]>({ queryKey: queryKeys.liveToolRequests });
}

export function useApprovedToolRequests() {
  return useQuery<ApprovedToolRequest[]>({ queryKey: queryKeys.approvedToolRequests });
}

/** POST /api/tool-request; on success the approved list is reloaded (spec 2 §7). */
export function useSubmitToolRequest() {
  const queryClient = useQueryClient();
  return useMutation<ToolRequest, Error, ToolRequestInput>({
    mutationFn: async (input) => (await apiRequest('POST', '/api/tool-request', input)).json() as Promise<ToolRequest>,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.approvedToolRequests }),
  });
}

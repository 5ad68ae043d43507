// Browser entry. Schemas are imported as types only, so TypeBox never reaches the browser bundle.
export { ApiError, apiRequest, getQueryFn, readJson, throwIfNotOk, type UnauthorizedBehavior } from './request';
export {
  checkToolRequest,
  TOOL_REQUEST_LIMITS,
  TOOL_REQUEST_MESSAGES,
  type CleanToolRequest,
  type ToolRequestCheck,
} from './tool-request-rules';
export { createQueryClient } from './query-client';
export { useSubmitToolRequest } from './hooks';
export {
  forgetLists,
  LIST_URLS,
  refreshList,
  useApprovedToolRequests,
  useCategories,
  useList,
  useLiveToolRequests,
  type ListState,
  type ListUrl,
} from './lists';
export type {
  ApprovedToolRequest,
  Category,
  ErrorBody,
  GenerationStatus,
  HealthBody,
  LiveToolRequest,
  ToolRequest,
  ToolRequestInput,
} from './schemas';

// Browser entry. Schemas are imported as types only, so TypeBox never reaches the browser bundle.
export { ApiError, apiRequest, getQueryFn, readJson, throwIfNotOk, type ReadOptions, type UnauthorizedBehavior } from './request';
export { serverMessageOr } from './server-message';
export { CONTROL_CHARACTERS_MESSAGE, hasControlCharacters, hasForbiddenCharacters, isWellFormedText } from './text-rules';
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
  ADMIN_QUERY_KEYS,
  basicAuthHeader,
  refreshAfterAdminChange,
  useAdminCategories,
  useAdminLogin,
  useAdminToolRequests,
  useApproveToolRequest,
  useCreateCategory,
  useDeleteCategory,
  useDeleteToolRequest,
  useEditToolRequest,
  useForgetAdminData,
  useGenerateToolPage,
  useGoLive,
  useSetToolRequestCategory,
  useSetToolRequestStatus,
} from './admin';
export { ADMIN_URLS, fetchAdminToolRequests, fetchPagePreview } from './admin-calls';
export {
  forgetLists,
  LIST_URLS,
  refreshList,
  refreshReadLists,
  useApprovedToolRequests,
  useCategories,
  useList,
  useLiveToolRequests,
  type ListState,
  type ListUrl,
} from './lists';
export type {
  AdminCategoryBody,
  AdminCreateCategoryBody,
  AdminEditBody,
  AdminEditInput,
  AdminGenerateErrorBody,
  AdminGenerateResponse,
  AdminGoLiveResponse,
  AdminPreviewResponse,
  AdminStatusBody,
  ApprovedToolRequest,
  Category,
  ErrorBody,
  GenerationStatus,
  HealthBody,
  LiveToolRequest,
  ProgramVersions,
  ToolRequest,
  ToolRequestInput,
  ToolRequestStatus,
} from './schemas';

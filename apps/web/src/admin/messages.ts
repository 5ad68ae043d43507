import { ApiError } from '@toolnest/api-client';

/** The admin's notices. */
export const ADMIN_MESSAGES = {
  loginFailed: 'Login Failed',
  invalidLogin: 'Invalid username or password.',
  noConnection: 'Failed to connect to server.',
  loginSuccessful: 'Login Successful',
  loggedOut: 'Logged Out',
  fetchRequestsFailed: 'Failed to fetch requests',
  fetchCategoriesFailed: 'Failed to fetch categories',
  approveFailed: 'Failed to approve request',
  deleteRequestFailed: 'Failed to delete request',
  updateRequestFailed: 'Failed to update request',
  createCategoryFailed: 'Failed to create category',
  deleteCategoryFailed: 'Failed to delete category',
  updateCategoryFailed: 'Failed to update tool category',
  updateStatusFailed: 'Failed to update status',
  generateFailed: 'Failed to generate tool page',
  goLiveFailed: 'Failed to make tool go live',
  toolGenerated: 'Tool Generated!',
  readyForQa: 'Status: Ready for QA',
  toolLive: 'Tool is Live!',
  viewLive: 'View Live',
  requestApproved: 'Request Approved',
  requestDeleted: 'Request Deleted',
  requestUpdated: 'Request Updated',
  categoryCreated: 'Category Created',
  categoryDeleted: 'Category Deleted',
  categoryUpdated: 'Category Updated',
  /** Checked here before sending; the server answers a blank name with the same sentence. */
  categoryNameRequired: 'Category name is required.',
} as const;

/** The questions asked before a delete. */
export const deleteRequestQuestion = (toolName: string) => `Delete "${toolName}"? This cannot be undone.`;
export const deleteCategoryQuestion = (name: string) => `Delete category "${name}"?`;

/** Why a login failed: a wrong credential, the throttle's own text (429), or no answer from the server. */
export function loginFailure(error: unknown): string {
  if (!(error instanceof ApiError)) return ADMIN_MESSAGES.noConnection;
  if (error.status === 401) return ADMIN_MESSAGES.invalidLogin;
  return error.serverMessage ?? ADMIN_MESSAGES.noConnection;
}

/** The text under a failed admin call's title: the server's `{ error }`, else the status line, else no connection. */
export function adminFailure(error: unknown): string {
  if (!(error instanceof ApiError)) return ADMIN_MESSAGES.noConnection;
  return error.serverMessage ?? error.message;
}

/** The text under 'Failed to generate tool page': the server's `details` when present, else as adminFailure. */
export function generateFailure(error: unknown): string {
  return (error instanceof ApiError && error.serverDetails) || adminFailure(error);
}

/** A generated page's path from Generate's `filePath` (the file name without `.tsx`). */
export function pagePathOf(filePath: string): string {
  return `/${filePath.slice(filePath.lastIndexOf('/') + 1).replace(/\.tsx$/, '')}`;
}

/** True when the server no longer takes the credential (changed password): the session is over. */
export const isUnauthorized = (error: unknown) => error instanceof ApiError && error.status === 401;

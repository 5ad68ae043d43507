import { serverMessageOr } from '@toolnest/api-client';

/** The request form's notices. */
export const SUBMISSION_MESSAGES = {
  failedTitle: 'Submission Failed',
  failedFallback: 'Failed to submit request',
  submittedTitle: 'Request Submitted!',
  submittedDescription: 'Your tool request has been submitted and is awaiting approval.',
} as const;

/** The server's `{ error }` text when it sent one (a 400's rule, a 429's wait), else the form's own fallback. */
export function submissionFailure(error: unknown): string {
  return serverMessageOr(error, SUBMISSION_MESSAGES.failedFallback);
}

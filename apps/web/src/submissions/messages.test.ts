import { ApiError } from '@toolnest/api-client';
import { describe, expect, it } from 'vitest';
import { publicStatus } from './ApprovedRequestsTable';
import { SUBMISSION_MESSAGES, submissionFailure } from './messages';

describe('submissionFailure', () => {
  it('is the server’s { error } text when there is one', () => {
    expect(submissionFailure(new ApiError(400, '{"error":"Tool name and description are required."}', 'Bad Request'))).toBe(
      'Tool name and description are required.',
    );
    expect(submissionFailure(new ApiError(429, '{"error":"Too many requests. Please try again in 1 minute."}', 'Too Many Requests'))).toBe(
      'Too many requests. Please try again in 1 minute.',
    );
  });

  it('falls back to the form’s own sentence otherwise', () => {
    for (const error of [new ApiError(502, '<html>Bad Gateway</html>', 'Bad Gateway'), new ApiError(500, '', 'Internal Server Error'), new ApiError(400, '{"error":""}', ''), new TypeError('Failed to fetch'), 'boom']) {
      expect(submissionFailure(error)).toBe(SUBMISSION_MESSAGES.failedFallback);
    }
  });
});

describe('publicStatus', () => {
  it('is Completed only for the completed status, In Progress for any other', () => {
    expect(publicStatus({ status: 'completed' })).toBe('Completed');
    for (const status of ['approved', 'pending', 'Completed', 'completed ', '']) expect(publicStatus({ status })).toBe('In Progress');
  });
});

import { ApiError } from '@toolnest/api-client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ADMIN_MESSAGES, adminFailure, deleteCategoryQuestion, deleteRequestQuestion, isUnauthorized, loginFailure } from '../src/admin/messages';
import { ADMIN_STATUS_OPTIONS, adminStatus, adminStatusValue, splitByLive } from '../src/admin/request-status';
import { forgetLegacyCredential, forgetStoredCredential, readStoredCredential, storeCredential } from '../src/admin/stored-credential';

const KEY = 'toolnest.admin.authorization';

const apiError = (status: number, body: unknown, statusText = '') =>
  new ApiError(status, typeof body === 'string' ? body : JSON.stringify(body), statusText);

describe('loginFailure', () => {
  it('is the login’s own sentence for a refused login, whatever the body says', () => {
    expect(loginFailure(apiError(401, { error: 'Something else.' }))).toBe('Invalid username or password.');
    expect(loginFailure(apiError(401, ''))).toBe('Invalid username or password.');
  });

  it('is the throttle’s own text on a 429', () => {
    expect(loginFailure(apiError(429, { error: 'Too many failed logins. Please try again in 12 seconds.' }))).toBe(
      'Too many failed logins. Please try again in 12 seconds.',
    );
  });

  it('is "Failed to connect to server." without an answer or without a message', () => {
    expect(loginFailure(new TypeError('Failed to fetch'))).toBe('Failed to connect to server.');
    expect(loginFailure(apiError(502, '<html>Bad Gateway</html>', 'Bad Gateway'))).toBe('Failed to connect to server.');
  });
});

describe('adminFailure', () => {
  it('is the server’s { error }, else the status line, else no connection', () => {
    expect(adminFailure(apiError(409, { error: 'A category named "Writing" already exists.' }))).toBe('A category named "Writing" already exists.');
    expect(adminFailure(apiError(503, '', 'Service Unavailable'))).toBe('503: Service Unavailable');
    expect(adminFailure(new TypeError('Failed to fetch'))).toBe(ADMIN_MESSAGES.noConnection);
  });

  it('tells a refused credential apart', () => {
    expect(isUnauthorized(apiError(401, ''))).toBe(true);
    expect(isUnauthorized(apiError(403, ''))).toBe(false);
    expect(isUnauthorized(new Error('401'))).toBe(false);
  });
});

describe('the confirmations', () => {
  it('are the documented sentences', () => {
    expect(deleteRequestQuestion('Haiku Helper')).toBe('Delete "Haiku Helper"? This cannot be undone.');
    expect(deleteCategoryQuestion('Writing')).toBe('Delete category "Writing"?');
  });
});

describe('adminStatus', () => {
  it('is Pending Approval until approved, then Approved, or Completed when completed', () => {
    expect(adminStatus({ isApproved: 'false', status: 'pending' })).toBe('Pending Approval');
    expect(adminStatus({ isApproved: 'false', status: 'completed' })).toBe('Pending Approval');
    expect(adminStatus({ isApproved: 'true', status: 'approved' })).toBe('Approved');
    expect(adminStatus({ isApproved: 'true', status: 'pending' })).toBe('Approved');
    expect(adminStatus({ isApproved: 'true', status: 'completed' })).toBe('Completed');
  });
});

describe('the status control', () => {
  it('offers the status column\'s labels for the statuses the route takes, and shows each row as its label', () => {
    expect(ADMIN_STATUS_OPTIONS).toEqual([
      { value: 'pending', label: 'Pending Approval' },
      { value: 'approved', label: 'Approved' },
      { value: 'completed', label: 'Completed' },
    ]);
    expect(ADMIN_MESSAGES.updateStatusFailed).toBe('Failed to update status');
    expect(adminStatusValue({ isApproved: 'false', status: 'pending' })).toBe('pending');
    expect(adminStatusValue({ isApproved: 'false', status: 'completed' })).toBe('pending');
    expect(adminStatusValue({ isApproved: 'true', status: 'pending' })).toBe('approved');
    expect(adminStatusValue({ isApproved: 'true', status: 'approved' })).toBe('approved');
    expect(adminStatusValue({ isApproved: 'true', status: 'completed' })).toBe('completed');
  });
});

describe('splitByLive', () => {
  it('puts live requests in one list and every other in the other, keeping the order', () => {
    const rows = (['live', 'not_generated', 'ready_for_qa', 'live', 'generating'] as const).map((generationStatus, id) => ({ id, generationStatus }));
    const { notLive, live } = splitByLive(rows);
    expect(live.map((r) => r.id)).toEqual([0, 3]);
    expect(notLive.map((r) => r.id)).toEqual([1, 2, 4]);
  });
});

describe('the stored credential', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    localStorage.clear();
    sessionStorage.clear();
  });

  it('is kept for the session only, read and forgotten', () => {
    expect(readStoredCredential()).toBeNull();
    storeCredential('Basic YTpi');
    expect(readStoredCredential()).toBe('Basic YTpi');
    expect(sessionStorage.getItem(KEY)).toBe('Basic YTpi');
    expect(localStorage.getItem(KEY)).toBeNull();
    forgetStoredCredential();
    expect(readStoredCredential()).toBeNull();
  });

  it('drops what an earlier version left in localStorage, without moving it to the session', () => {
    localStorage.setItem(KEY, 'Basic b2xkOnBhc3N3b3Jk');
    expect(readStoredCredential()).toBeNull();
    forgetLegacyCredential();
    expect(localStorage.getItem(KEY)).toBeNull();
    expect(sessionStorage.getItem(KEY)).toBeNull();
    localStorage.setItem(KEY, 'Basic b2xkOnBhc3N3b3Jk');
    forgetStoredCredential();
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it('is simply absent when the browser blocks storage', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    expect(() => storeCredential('Basic YTpi')).not.toThrow();
    expect(readStoredCredential()).toBeNull();
  });
});

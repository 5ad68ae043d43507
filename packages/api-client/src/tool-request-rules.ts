import { CONTROL_CHARACTERS_MESSAGE, hasForbiddenCharacters } from './text-rules';

/** Field limits for a tool request, after trimming; shared by the API schema and the request form. */
export const TOOL_REQUEST_LIMITS = {
  toolName: 100,
  email: 254,
  description: 2000,
  descriptionMin: 10,
} as const;

/** The request form's messages, answered by the API as `{ error }`. */
export const TOOL_REQUEST_MESSAGES = {
  required: 'Tool name and description are required.',
  descriptionTooShort: 'Please provide at least 10 characters describing the tool.',
  toolNameTooLong: `Tool name must be at most ${TOOL_REQUEST_LIMITS.toolName} characters.`,
  descriptionTooLong: `Description must be at most ${TOOL_REQUEST_LIMITS.description} characters.`,
  invalidEmail: 'Please enter a valid email address.',
  controlCharacters: CONTROL_CHARACTERS_MESSAGE,
} as const;

// The WHATWG rule used by <input type="email">, so the server agrees with the browser's own check.
const EMAIL_PATTERN =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

/** A tool request ready to store: trimmed, with an absent email as null. */
export interface CleanToolRequest {
  toolName: string;
  email: string | null;
  description: string;
}

export type ToolRequestCheck = { ok: true; value: CleanToolRequest } | { ok: false; error: string };

/** Counts characters as code points, like JSON Schema's maxLength. */
const length = (text: string) => [...text].length;

/** A field as the form would send it: a string, trimmed; anything else (missing, a number, null) is not there. */
const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/**
 * Trims the fields and applies the request form's rules (docs/api.md#public-lists-and-requests): the required
 * fields and the 10-character description, plus the character (C0 controls, lone surrogates), length and
 * email rules; first failing rule wins. Takes a body as it arrived: a name or description that is not a
 * string counts as missing (the form's 'Tool name and description are required.'), and an email that is
 * neither missing nor a string is not a valid email.
 */
export function checkToolRequest(input: { toolName?: unknown; email?: unknown; description?: unknown }): ToolRequestCheck {
  const toolName = text(input.toolName);
  const email = text(input.email);
  const description = text(input.description);
  const emailNotText = input.email !== undefined && typeof input.email !== 'string';

  if (!toolName || !description) return { ok: false, error: TOOL_REQUEST_MESSAGES.required };
  if (hasForbiddenCharacters(toolName) || hasForbiddenCharacters(description)) {
    return { ok: false, error: TOOL_REQUEST_MESSAGES.controlCharacters };
  }
  if (length(description) < TOOL_REQUEST_LIMITS.descriptionMin) {
    return { ok: false, error: TOOL_REQUEST_MESSAGES.descriptionTooShort };
  }
  if (length(toolName) > TOOL_REQUEST_LIMITS.toolName) return { ok: false, error: TOOL_REQUEST_MESSAGES.toolNameTooLong };
  if (length(description) > TOOL_REQUEST_LIMITS.description) {
    return { ok: false, error: TOOL_REQUEST_MESSAGES.descriptionTooLong };
  }
  if (emailNotText || (email && (email.length > TOOL_REQUEST_LIMITS.email || !EMAIL_PATTERN.test(email)))) {
    return { ok: false, error: TOOL_REQUEST_MESSAGES.invalidEmail };
  }
  return { ok: true, value: { toolName, email: email || null, description } };
}

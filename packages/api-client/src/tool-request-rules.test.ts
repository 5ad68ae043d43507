import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hasControlCharacters, hasForbiddenCharacters, isWellFormedText } from './text-rules';
import { checkToolRequest, TOOL_REQUEST_LIMITS, TOOL_REQUEST_MESSAGES } from './tool-request-rules';

const ok = { toolName: 'Colour Picker', email: '', description: 'Pick a colour from the screen.' };

describe('checkToolRequest', () => {
  it('trims every field and stores an empty email as null', () => {
    expect(checkToolRequest({ toolName: '  A  ', email: ' a@b.co ', description: '\tTen chars!!\n' })).toEqual({
      ok: true,
      value: { toolName: 'A', email: 'a@b.co', description: 'Ten chars!!' },
    });
    expect(checkToolRequest(ok)).toEqual({ ok: true, value: { ...ok, email: null } });
    expect(checkToolRequest({ toolName: 'A', description: 'Ten chars!!' })).toMatchObject({ value: { email: null } });
  });

  it.each([
    [{ ...ok, toolName: '' }, TOOL_REQUEST_MESSAGES.required],
    [{ ...ok, description: ' \n ' }, TOOL_REQUEST_MESSAGES.required],
    [{}, TOOL_REQUEST_MESSAGES.required],
    [{ ...ok, description: 'nine char' }, TOOL_REQUEST_MESSAGES.descriptionTooShort],
    [{ ...ok, toolName: 'x'.repeat(101) }, TOOL_REQUEST_MESSAGES.toolNameTooLong],
    [{ ...ok, description: 'x'.repeat(2001) }, TOOL_REQUEST_MESSAGES.descriptionTooLong],
    [{ ...ok, email: 'nobody' }, TOOL_REQUEST_MESSAGES.invalidEmail],
    [{ ...ok, email: 'a@b@c' }, TOOL_REQUEST_MESSAGES.invalidEmail],
    [{ ...ok, email: `${'a'.repeat(250)}@b.co` }, TOOL_REQUEST_MESSAGES.invalidEmail],
    [{ ...ok, toolName: 'Null\u0000Byte' }, TOOL_REQUEST_MESSAGES.controlCharacters],
    [{ ...ok, description: 'Rings a bell\u0007 when done.' }, TOOL_REQUEST_MESSAGES.controlCharacters],
    [{ ...ok, description: 'Escapes \u001b[31m colour codes.' }, TOOL_REQUEST_MESSAGES.controlCharacters],
    [{ ...ok, description: 'A carriage\rreturn inside.' }, TOOL_REQUEST_MESSAGES.controlCharacters],
    // Lone surrogates (a `"\ud800"` escape in JSON), which SQLite would store as U+FFFD.
    [{ ...ok, toolName: 'Dice\ud800' }, TOOL_REQUEST_MESSAGES.controlCharacters],
    [{ ...ok, toolName: '\udfff' }, TOOL_REQUEST_MESSAGES.controlCharacters],
    [{ ...ok, description: 'Rolls \udc00\ud83c any dice.' }, TOOL_REQUEST_MESSAGES.controlCharacters],
    // A body as it arrived: a name or description that is not a string is not there; an email that is not a string is no email.
    [{ ...ok, toolName: 42 }, TOOL_REQUEST_MESSAGES.required],
    [{ ...ok, toolName: null }, TOOL_REQUEST_MESSAGES.required],
    [{ ...ok, description: ['Ten chars or more'] }, TOOL_REQUEST_MESSAGES.required],
    [{ ...ok, description: { text: 'Ten chars or more' } }, TOOL_REQUEST_MESSAGES.required],
    [{ ...ok, email: null }, TOOL_REQUEST_MESSAGES.invalidEmail],
    [{ ...ok, email: 7 }, TOOL_REQUEST_MESSAGES.invalidEmail],
  ])('rejects %j', (input, error) => {
    expect(checkToolRequest(input)).toEqual({ ok: false, error });
  });

  it('uses the form’s messages word for word', () => {
    expect(TOOL_REQUEST_MESSAGES.required).toBe('Tool name and description are required.');
    expect(TOOL_REQUEST_MESSAGES.descriptionTooShort).toBe('Please provide at least 10 characters describing the tool.');
  });

  it('keeps tabs and newlines inside a description, and answers control characters with their own sentence', () => {
    expect(checkToolRequest({ ...ok, description: 'Line one\n\tLine two' })).toMatchObject({ ok: true, value: { description: 'Line one\n\tLine two' } });
    expect(TOOL_REQUEST_MESSAGES.controlCharacters).toBe('The text contains characters that are not allowed.');
  });

  it('refuses every C0 control but tab and newline, and nothing else (property)', () => {
    const allowed = (code: number) => code === 0x09 || code === 0x0a || code >= 0x20;
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0x7f }), (code) => {
        const char = String.fromCharCode(code);
        expect(hasControlCharacters(`a${char}b`)).toBe(!allowed(code));
      }),
    );
  });

  it('refuses exactly the text that is not well-formed Unicode, with or without isWellFormed (property)', () => {
    const native = Object.getOwnPropertyDescriptor(String.prototype, 'isWellFormed')!;
    // Node 24 has it; the project's lib (ES2023) does not declare it yet.
    const wellFormed = (text: string) => (native.value as (this: string) => boolean).call(text);
    const units = fc.array(fc.oneof(fc.integer({ min: 0xd7f0, max: 0xe010 }), fc.integer({ min: 0x20, max: 0x7e })), { maxLength: 12 });
    const check = (codes: number[]) => {
      const text = String.fromCharCode(...codes);
      expect(isWellFormedText(text)).toBe(wellFormed(text));
      expect(hasForbiddenCharacters(text)).toBe(!wellFormed(text));
      return text;
    };
    fc.assert(fc.property(units, (codes) => void check(codes)));
    // The fallback for browsers without String.prototype.isWellFormed gives the same answers.
    const samples = fc.sample(units, 500).map((codes) => [String.fromCharCode(...codes), wellFormed(String.fromCharCode(...codes))] as const);
    delete (String.prototype as { isWellFormed?: unknown }).isWellFormed;
    try {
      for (const [text, wellFormed] of samples) expect(isWellFormedText(text), JSON.stringify(text)).toBe(wellFormed);
      expect(isWellFormedText('🎨\ud800')).toBe(false);
      expect(isWellFormedText('🎨')).toBe(true);
    } finally {
      Object.defineProperty(String.prototype, 'isWellFormed', native);
    }
  });

  it('counts characters, not UTF-16 units', () => {
    expect(checkToolRequest({ ...ok, toolName: '🎨'.repeat(100) }).ok).toBe(true);
    expect(checkToolRequest({ ...ok, description: '🎨'.repeat(10) }).ok).toBe(true);
    expect(checkToolRequest({ ...ok, description: '🎨'.repeat(9) })).toEqual({ ok: false, error: TOOL_REQUEST_MESSAGES.descriptionTooShort });
  });

  const text = fc.string({ unit: 'grapheme', maxLength: 120 });
  const space = fc.constantFrom('', ' ', '\t', '\n ', '  ');

  it('accepts only trimmed values within the limits (property)', () => {
    fc.assert(
      fc.property(text, fc.oneof(fc.constant(''), fc.emailAddress()), text, (toolName, email, description) => {
        const result = checkToolRequest({ toolName, email, description });
        if (!result.ok) return;
        const { value } = result;
        expect(value.toolName).toBe(value.toolName.trim());
        expect(value.description).toBe(value.description.trim());
        expect(value.toolName.length).toBeGreaterThan(0);
        expect([...value.toolName].length).toBeLessThanOrEqual(TOOL_REQUEST_LIMITS.toolName);
        expect([...value.description].length).toBeGreaterThanOrEqual(TOOL_REQUEST_LIMITS.descriptionMin);
      }),
    );
  });

  it('gives the same verdict whatever whitespace surrounds the fields (property)', () => {
    fc.assert(
      fc.property(text, text, space, space, (toolName, description, before, after) => {
        const plain = checkToolRequest({ toolName, email: '', description });
        const padded = checkToolRequest({ toolName: before + toolName + after, email: after, description: before + description + after });
        expect(padded).toEqual(plain);
      }),
    );
  });
});

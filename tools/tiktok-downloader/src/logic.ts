// Pure logic of the tool: no React, no DOM, no I/O, so it runs and tests anywhere.

/** The tool's transformation. Replace this example (trimming surrounding whitespace) with the real one. */
export function transform(input: string): string {
  return input.trim();
}

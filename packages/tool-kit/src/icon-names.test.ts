import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// Loaded at run time only (a specifier TypeScript does not follow), so tool-kit's type-check never reads
// lucide-react/dynamic's declarations, which are what icon-names.ts saves every type-check from.
const lucideDynamic = 'lucide-react/dynamic';
const generator = '../scripts/icon-names.mjs';

describe('icon-names.ts', () => {
  it("is what scripts/icon-names.mjs makes of the installed lucide-react's icons (run it after updating lucide-react)", async () => {
    const { iconNames } = (await import(/* @vite-ignore */ lucideDynamic)) as { iconNames: string[] };
    const { renderIconNames, ICON_NAMES_FILE } = (await import(/* @vite-ignore */ generator)) as {
      renderIconNames: (names: string[]) => string;
      ICON_NAMES_FILE: URL;
    };
    expect(iconNames.length).toBeGreaterThan(1000);
    expect(readFileSync(ICON_NAMES_FILE, 'utf8')).toBe(renderIconNames(iconNames));
  });
});

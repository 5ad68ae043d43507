import { vi } from 'vitest';
import type { importModule } from '../src/generated/import-module';

/**
 * The component tests' one stand-in for the browser's module loader (src/generated/import-module.ts). A worker's
 * test files share one module graph (vitest.shared.ts), so src/generated/load-page.ts keeps the importModule of the
 * first file that rendered a generated page: a second file's own vi.fn() was never called, and its pages were Page
 * Not Found. Every file's vi.mock of import-module answers with this one function instead:
 *
 *   vi.mock('../generated/import-module', async () => (await import('../../test/import-module-mock')).importModuleMock);
 */
export const importModuleMock = { importModule: vi.fn<typeof importModule>() };

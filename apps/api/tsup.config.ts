import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig } from 'tsup';

/** The source file of a workspace package's export (its `@toolnest/source` condition), which tsup wants as a path. */
function sourceOf(name: string, subpath: string): string {
  const dir = join('node_modules', name);
  const { exports } = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { exports: Record<string, Record<string, string>> };
  return join(dir, exports[subpath]!['@toolnest/source']!);
}

export default defineConfig({
  // worker: the media queue worker (`npm run worker`);
  // testing: the `./testing` export, seeding a running server's DATA_DIR (the browser tests);
  // testing-media-server: the browser tests' server with the media sites pointed at a fake one;
  // testing-media-worker: the scale-out test's queue worker, pointed at that test's fake site;
  // bench-parts: the admin routes without their auth, for bench/admin.mjs.
  // plagiarism-worker: the Plagiarism Checker's page reader, a worker thread's module that the bundled
  // plugin loads by file name from beside itself (tools/plagiarism-checker/src/page-reader.ts).
  entry: { server: 'src/entry/server.ts', worker: 'src/entry/worker.ts', app: 'src/entry/app.ts', testing: 'src/testing/testing.ts', 'testing-media-server': 'src/testing/testing-media-server.ts', 'testing-media-worker': 'src/testing/testing-media-worker.ts', 'bench-parts': 'src/testing/bench-parts.ts', 'plagiarism-worker': sourceOf('@toolnest/plagiarism-checker', './plagiarism-worker') },
  format: ['esm'],
  target: 'node22',
  platform: 'node',
  dts: false,
  clean: true,
  // Workspace packages are bundled from source; npm dependencies stay external.
  noExternal: [/^@toolnest\//],
  esbuildOptions(options) {
    options.conditions = ['@toolnest/source'];
  },
});

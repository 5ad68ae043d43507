// Adds up the JSON reports that vitest and Playwright leave in .test-results/
// and prints one closing line: "Summary: N passed, N failed, N skipped".
// Exits 1 when a test failed or when no report was found (a run that ran no test is not a pass).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const dir = join(import.meta.dirname, '..', '.test-results');
let files = [];
try {
  files = readdirSync(dir).filter((f) => f.endsWith('.json'));
} catch {
  // no folder: no report, handled below
}

const total = { passed: 0, failed: 0, skipped: 0 };
for (const file of files) {
  const report = JSON.parse(readFileSync(join(dir, file), 'utf8'));
  if (report.stats && 'expected' in report.stats) {
    // Playwright's JSON reporter
    total.passed += report.stats.expected + (report.stats.flaky ?? 0);
    total.failed += report.stats.unexpected;
    total.skipped += report.stats.skipped;
  } else {
    // vitest's JSON reporter (Jest-compatible shape)
    total.passed += report.numPassedTests;
    total.failed += report.numFailedTests + (report.numRuntimeErrorTestSuites ?? 0);
    total.skipped += report.numPendingTests + (report.numTodoTests ?? 0);
  }
}

console.log(`${files.length} test reports read from .test-results/`);
console.log(`Summary: ${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
if (files.length === 0 || total.passed === 0 || total.failed > 0) process.exit(1);

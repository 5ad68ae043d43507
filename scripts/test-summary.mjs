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

function counts(report) {
  if (report.stats && 'expected' in report.stats) {
    // Playwright's JSON reporter
    return { passed: report.stats.expected + (report.stats.flaky ?? 0), failed: report.stats.unexpected, skipped: report.stats.skipped };
  }
  // vitest's JSON reporter (Jest-compatible shape)
  return {
    passed: report.numPassedTests,
    failed: report.numFailedTests + (report.numRuntimeErrorTestSuites ?? 0),
    skipped: report.numPendingTests + (report.numTodoTests ?? 0),
  };
}

const total = { passed: 0, failed: 0, skipped: 0 };
console.log(`\n${files.length} test reports read from .test-results/ (passed / failed / skipped):`);
for (const file of files.sort()) {
  const count = counts(JSON.parse(readFileSync(join(dir, file), 'utf8')));
  for (const key of Object.keys(total)) total[key] += count[key];
  const name = file.replace(/\.json$/, '').replace(/^(vitest|playwright)-/, '$1 ').replaceAll('__', '/');
  console.log(`  ${name.padEnd(44)} ${String(count.passed).padStart(5)} ${String(count.failed).padStart(4)} ${String(count.skipped).padStart(4)}`);
}

console.log(`Summary: ${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
if (files.length === 0 || total.passed === 0 || total.failed > 0) process.exit(1);

// Before every test file (setupFiles run for each, whereas the files of a worker share helpers.ts): what a
// test registered with onCleanup runs after it, even when it fails.
import { afterEach } from 'vitest';
import { runCleanups } from './helpers';

afterEach(runCleanups);

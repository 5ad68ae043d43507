// `pnpm test:unit`: the unit and integration tests of every package in one vitest process, packages/media's
// aside (its files run one at a time, so `npm test` runs them beside this one). As separate processes, each
// package started vitest and loaded React, the design system and jsdom again: the 22 tools' tests took 202 s
// of CPU that way and 106 s here, with one module graph per worker (`isolate: false`, see packages/tooling/vitest.ts).
import { globSync } from 'node:fs';
import { configDefaults, defineConfig } from 'vitest/config';
import apiConfig, { POSTGRES_TESTS } from './apps/api/vitest.config';
import EnvironmentGroupedSequencer from './vitest.sequencer';
import { domTestConfig, nodeTestConfig, testReporters } from './packages/tooling/vitest';

const ownProcess = ['packages/media'];
const dom = globSync(['tools/*', 'packages/ui', 'packages/api-client', 'apps/storybook', 'apps/web']);
const node = globSync(['packages/tool-kit', 'packages/net', 'packages/db', 'apps/registry']);
const api = 'apps/api';
const STORIES = 'apps/storybook/test/stories.test.tsx';

// packages/tooling's vitest.config.ts is the tools' shared one, not a package with tests of its own.
const SHARED_CONFIG = 'packages/tooling';

const unplaced = globSync('{apps,packages,tools}/*/vitest.config.ts')
  .map((config) => config.replace(/\/vitest\.config\.ts$/, ''))
  .filter((dir) => ![...ownProcess, ...dom, ...node, api, SHARED_CONFIG].includes(dir));
if (unplaced.length) throw new Error(`vitest.config.ts: place ${unplaced.join(', ')} in a project here, or in ownProcess`);

const tests = (dirs: string[]) => dirs.flatMap((dir) => [`${dir}/src/**/*.test.{ts,tsx}`, `${dir}/test/**/*.test.{ts,tsx}`]);
// Projects whose maxWorkers differ run one after another: every project here gets the same.
const maxWorkers = 2;

export default defineConfig({
  test: {
    reporters: testReporters('unit'),
    sequence: { sequencer: EnvironmentGroupedSequencer },
    projects: [
      { extends: `./${api}/vitest.config.ts`, test: { name: 'api', root: `./${api}`, maxWorkers } },
      // The store and route tests again, on a real PostgreSQL: a throwaway cluster for the run.
      {
        ...apiConfig,
        test: {
          ...apiConfig.test,
          name: 'api-postgres',
          root: `./${api}`,
          maxWorkers,
          include: POSTGRES_TESTS,
          exclude: configDefaults.exclude,
          globalSetup: ['test/services-setup.ts'],
        },
      },
      {
        ...domTestConfig,
        test: { ...domTestConfig.test, name: 'dom', maxWorkers, include: [...tests(dom), 'apps/web/scripts/**/*.test.{js,mjs}'], exclude: [...configDefaults.exclude, STORIES] },
      },
      // The stories in a jsdom of their own. Loading a story runs Storybook's own copy of user-event, which patches
      // HTMLElement's focus and blur and the document's focus handling for good: in a shared jsdom, the files after
      // it lost what their own user-event typed into a text box.
      { ...domTestConfig, test: { ...domTestConfig.test, name: 'stories', maxWorkers, isolate: true, include: [STORIES] } },
      // The repository checks of scripts/ (comments, commit subjects) with the node packages.
      { ...nodeTestConfig, test: { ...nodeTestConfig.test, name: 'node', maxWorkers, include: [...tests(node), 'scripts/*.test.mjs'] } },
    ],
  },
});

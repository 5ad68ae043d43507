// vitest's order (projects one after another, the longest or largest files first), with each project's files
// of one environment kept together. A worker that shares its module graph between files (isolate: false) is
// kept only while the next file queued is of its project and environment; otherwise vitest ends it and starts
// another, which imports React, jsdom and the design system again. With the dom project's 31 node-environment
// files (`// @vitest-environment node`) spread among its jsdom ones by size, the component tests started 18
// workers instead of 2 or 3.
import { readFileSync } from 'node:fs';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

const ENVIRONMENT = /@vitest-environment\s+([\w-]+)/;

/** The environment a file asks for in its opening docblock (its first 1 KB), else its project's. */
function environmentOf(spec: TestSpecification): string {
  const head = readFileSync(spec.moduleId, 'utf8').slice(0, 1024);
  return ENVIRONMENT.exec(head)?.[1] ?? spec.project.config.environment;
}

export default class EnvironmentGroupedSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const groups = new Map<string, TestSpecification[]>();
    for (const spec of await super.sort(files)) {
      const key = `${spec.project.name}\0${environmentOf(spec)}`;
      const group = groups.get(key);
      if (group) group.push(spec);
      else groups.set(key, [spec]);
    }
    return [...groups.values()].flat();
  }
}

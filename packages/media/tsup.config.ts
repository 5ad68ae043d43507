import { packageBuild } from '../tooling/tsup';

// Node only: the engine spawns programs and serves files.
export default { ...packageBuild(), platform: 'node' as const, target: 'node22' };

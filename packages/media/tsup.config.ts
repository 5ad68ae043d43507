import { packageBuild } from '../../tsup.preset';

// Node only: the engine spawns programs and serves files.
export default { ...packageBuild(), platform: 'node' as const, target: 'node22' };

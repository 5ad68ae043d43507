import { packageBuild } from '../tooling/tsup';

// Node only: sockets, DNS and zlib.
export default { ...packageBuild(), platform: 'node' as const, target: 'node22' };

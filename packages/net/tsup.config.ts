import { packageBuild } from '../../tsup.preset';

// Node only: sockets, DNS and zlib.
export default { ...packageBuild(), platform: 'node' as const, target: 'node22' };

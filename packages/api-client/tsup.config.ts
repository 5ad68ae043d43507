import { packageBuild } from '../tooling/tsup';

// Entries (one per exports subpath) and externals come from package.json.
export default packageBuild();

import { packageBuild } from '../../tsup.preset';

// Entries (one per exports subpath) and externals come from package.json.
export default packageBuild();

import { packageBuild } from '../tooling/tsup';

export default packageBuild();

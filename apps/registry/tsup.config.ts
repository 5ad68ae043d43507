import { packageBuild } from '../../packages/tooling/tsup';

export default packageBuild();

import { packageBuild } from '../../tsup.preset';

export default packageBuild();

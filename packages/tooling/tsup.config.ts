// The build of every tool: `tsup --config ../../packages/tooling/tsup.config.ts`, run in the tool's folder.
import { packageBuild } from './tsup';

export default packageBuild();

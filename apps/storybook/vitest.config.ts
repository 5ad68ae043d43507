// Portable stories: every story of packages/ui and tools/* rendered once in jsdom, on sources.
import { domTestConfig } from '../../packages/tooling/vitest';

export default domTestConfig;

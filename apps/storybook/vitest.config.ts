// Portable stories: every story of packages/ui and tools/* rendered once in jsdom, on sources.
import { domTestConfig } from '../../vitest.shared';

export default domTestConfig;

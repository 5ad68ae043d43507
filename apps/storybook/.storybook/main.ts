// Storybook over packages/ui and every tool: stories are found by glob, never registered.
import type { StorybookConfig } from '@storybook/react-vite';
import tailwindcss from '@tailwindcss/vite';
import { defaultClientConditions } from 'vite';

const config: StorybookConfig = {
  // Keep in step with the globs of test/stories.test.tsx.
  stories: ['../../../packages/ui/src/**/*.stories.@(ts|tsx)', '../../../tools/*/src/**/*.stories.@(ts|tsx)'],
  framework: { name: '@storybook/react-vite', options: {} },
  // No docs pages and no addons: nothing to extract, nothing fetched at runtime, a fast static build.
  typescript: { reactDocgen: false },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  async viteFinal(viteConfig) {
    const conditions = viteConfig.resolve?.conditions ?? [...defaultClientConditions];
    return {
      ...viteConfig,
      plugins: [...(viteConfig.plugins ?? []), tailwindcss()],
      // Stories run on sources, like dev and tests: the workspace condition comes first.
      resolve: { ...viteConfig.resolve, conditions: ['@toolnest/source', ...conditions] },
    };
  },
};

export default config;

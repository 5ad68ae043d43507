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
    const bundler = viteConfig.build?.rolldownOptions ?? {};
    return {
      ...viteConfig,
      plugins: [...(viteConfig.plugins ?? []), tailwindcss()],
      // Stories run on sources, like dev and tests: the workspace condition comes first.
      resolve: { ...viteConfig.resolve, conditions: ['@toolnest/source', ...conditions] },
      build: {
        ...viteConfig.build,
        // Storybook's own runtime is one large chunk by design; only the stories are ours.
        chunkSizeWarningLimit: 2_000,
        rolldownOptions: {
          ...bundler,
          // Radix's "use client" banners mean nothing in a client-only bundle.
          onwarn(warning, warn) {
            if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
            if (bundler.onwarn) bundler.onwarn(warning, warn);
            else warn(warning);
          },
        },
      },
    };
  },
};

export default config;

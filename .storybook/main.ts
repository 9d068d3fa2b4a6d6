import type { StorybookConfig } from '@storybook/react-vite';

// One Storybook for the component library and the web app's page stories.
// Docgen stays on Storybook's default (react-docgen): fast, and enough for our props tables.
const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: ['../packages/ui/src/**/*.stories.@(ts|tsx)', '../apps/web/src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y'],
  // msw's service worker (`npx msw init packages/ui/.storybook-public --save=false`).
  staticDirs: ['../packages/ui/.storybook-public'],
  core: { disableTelemetry: true },
  async viteFinal(viteConfig) {
    const { defaultClientConditions, mergeConfig } = await import('vite');
    const { vanillaExtractPlugin } = await import('@vanilla-extract/vite-plugin');
    return mergeConfig(viteConfig, {
      plugins: [vanillaExtractPlugin()],
      // @product/ui from its sources (the `@product/source` export), not from its published dist/.
      resolve: { conditions: ['@product/source', ...defaultClientConditions] },
    });
  },
};

export default config;

import '../packages/ui/src/theme/fonts';
import '../packages/ui/src/theme/global.css';
import type { Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { Toaster } from '../packages/ui/src/components/Toaster';
import { startMsw } from './msw';

const preview: Preview = {
  // msw-storybook-addon 3 has no `initialize()`: the CSF3 loader takes the setup function,
  // which starts the worker with `onUnhandledRequest: 'error'` for API calls.
  loaders: [mswLoader(startMsw)],
  decorators: [
    (Story, { parameters }) => (
      <>
        <Story />
        {parameters.toaster === false ? null : <Toaster />}
      </>
    ),
  ],
  parameters: {
    layout: 'padded',
    controls: { matchers: { color: /(background|color)$/i, date: /(At|Date)$/ } },
    a11y: { test: 'error' },
    viewport: {
      options: {
        mobile: { name: 'Mobile 320', styles: { width: '320px', height: '640px' } },
        desktop: { name: 'Desktop 1440', styles: { width: '1440px', height: '900px' } },
        ultrawide: { name: 'Ultrawide 2080', styles: { width: '2080px', height: '1080px' } },
      },
    },
  },
  tags: ['autodocs'],
};

export default preview;

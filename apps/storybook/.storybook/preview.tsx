// Every story renders the way the site does: design tokens, tooltip timing and one toast region.
import type { Preview } from '@storybook/react-vite';
import { Toaster, TooltipProvider } from '@toolnest/ui';
import './styles.css';

const preview: Preview = {
  parameters: { layout: 'padded' },
  decorators: [
    (Story) => (
      <TooltipProvider>
        <Story />
        <Toaster />
      </TooltipProvider>
    ),
  ],
};

export default preview;

import type { Meta, StoryObj } from '@storybook/react-vite';
import { PasswordGenerator } from './PasswordGenerator';

const meta = {
  title: 'Tools/Password Generator',
  component: PasswordGenerator,
  // The portable-stories test renders these in jsdom, which lacks the ResizeObserver Radix's slider and checkbox use.
  beforeEach: () => {
    globalThis.ResizeObserver ??= class {
      observe() {}
      unobserve() {}
      disconnect() {}
    };
  },
  // Storybook's preview mounts the Toaster that shows the copy notices.
  decorators: [(Story) => <div className="max-w-3xl">{Story()}</div>],
} satisfies Meta<typeof PasswordGenerator>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The page as it opens: length 12, all four character types (Very Strong). */
export const Default: Story = {};

/** Short and lower case only: the red Weak bar. */
export const Weak: Story = {
  args: { initialSettings: { length: 6, uppercase: false, numbers: false, symbols: false } },
};

/** Letters and digits, 10 characters: the yellow Medium bar. */
export const Medium: Story = {
  args: { initialSettings: { length: 10, symbols: false } },
};

/** Letters and digits, 12 characters: the green Strong bar. */
export const Strong: Story = {
  args: { initialSettings: { symbols: false } },
};

/** The longest password, similar characters left out: two lines at 360 px. */
export const LongestWithoutSimilar: Story = {
  args: { initialSettings: { length: 50, excludeSimilar: true } },
};

/** No character type ticked: 'Please select at least one character type' and no password. */
export const NoCharacterType: Story = {
  args: { initialSettings: { uppercase: false, lowercase: false, numbers: false, symbols: false } },
};

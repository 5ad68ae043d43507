import type { Meta, StoryObj } from '@storybook/react-vite';
import type { CloakingCheckResult, CloakingPageView } from './schemas';
import { CloakingChecker } from './CloakingChecker';

const meta = {
  title: 'Tools/Cloaking Checker',
  component: CloakingChecker,
} satisfies Meta<typeof CloakingChecker>;

export default meta;
type Story = StoryObj<typeof meta>;

const USER_AGENT = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36';
const BOT_AGENT = 'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; Googlebot/2.1; +http://www.google.com/bot.html) Chrome/156.0.8078.79 Safari/537.36';

const page: CloakingPageView = {
  fetched: true,
  status: 200,
  finalUrl: 'https://example.com/hiking-boots',
  redirects: 0,
  title: 'Hiking boots: how to choose a pair',
  metaRobots: '',
  robotsHeader: '',
  canonical: 'https://example.com/hiking-boots',
  excerpt: 'Our guide to hiking boots explains how to choose a pair that fits, how to break them in and how to keep them dry on long trails.',
  wordCount: 27,
};
const base = { url: 'https://example.com/hiking-boots', userAgent: USER_AGENT, botAgent: BOT_AGENT };

export const Empty: Story = {};

export const NoCloaking: Story = {
  args: { initialResult: { ...base, isDifferent: false, differences: [], textSimilarity: 1, userView: page, botView: page } satisfies CloakingCheckResult },
};

export const Cloaked: Story = {
  args: {
    initialResult: {
      ...base,
      isDifferent: true,
      textSimilarity: 0.04,
      differences: [
        'Final URL after redirects: visitors end at https://example.com/hiking-boots, Googlebot at https://example.com/seo/hiking-boots-cheap.',
        'Title: visitors see "Hiking boots: how to choose a pair", Googlebot sees "Cheap hiking boots | best hiking boots | buy boots".',
        'Meta robots: visitors get none, Googlebot gets "index, follow".',
        'Visible text: only 4% similar (below the 80% threshold).',
      ],
      userView: page,
      botView: {
        ...page,
        finalUrl: 'https://example.com/seo/hiking-boots-cheap',
        redirects: 1,
        title: 'Cheap hiking boots | best hiking boots | buy boots',
        metaRobots: 'follow, index',
        excerpt: 'Cheap hiking boots best hiking boots buy hiking boots online hiking boots sale hiking boots discount hiking boots shop',
        wordCount: 1840,
      },
    } satisfies CloakingCheckResult,
  },
};

export const OneFetchFailed: Story = {
  args: {
    initialResult: {
      ...base,
      isDifferent: true,
      textSimilarity: null,
      differences: ["The fetch as Googlebot failed while the visitor's worked: example.com did not send the page within 9 seconds."],
      userView: page,
      botView: { fetched: false, error: 'example.com did not send the page within 9 seconds.' },
    } satisfies CloakingCheckResult,
  },
};

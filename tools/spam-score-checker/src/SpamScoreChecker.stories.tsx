import type { Meta, StoryObj } from '@storybook/react-vite';
import { SpamScoreChecker } from './SpamScoreChecker';

const meta = {
  title: 'Tools/Spam Score Checker',
  component: SpamScoreChecker,
} satisfies Meta<typeof SpamScoreChecker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const LowRisk: Story = {
  args: { initialResult: { success: true, domain: 'example.com', spamScore: 0, threats: [], notChecked: [] } },
};

export const MediumRisk: Story = {
  args: {
    initialResult: {
      success: true,
      domain: 'example.org',
      spamScore: 35,
      threats: [
        'No SPF record: any server can send mail claiming to be from this domain.',
        'Listed on the Spamhaus Domain Block List (DBL).',
      ],
      notChecked: [],
    },
  },
};

export const HighRisk: Story = {
  args: {
    initialResult: {
      success: true,
      domain: 'mailinator.com',
      spamScore: 100,
      threats: [
        'No DMARC record: receivers get no policy for mail that fails SPF and DKIM.',
        'Listed on the Spamhaus Domain Block List (DBL).',
        'Listed on SURBL, a blocklist of domains seen in spam.',
        'Mail server mx1.mailinator.com (192.0.2.25) is listed on Spamhaus ZEN.',
        'A disposable (throwaway) e-mail domain.',
      ],
      notChecked: [],
    },
  },
};

export const NotChecked: Story = {
  args: {
    initialResult: {
      success: true,
      domain: 'slow.example',
      spamScore: 0,
      threats: [],
      notChecked: [
        'MX records: not checked (timed out)',
        'SPF: not checked (timed out)',
        'DMARC: not checked (timed out)',
        'Spamhaus DBL: not checked (timed out)',
        'SURBL: not checked (blocklist refused the query)',
        'Spamhaus ZEN: not checked (mail servers unknown)',
      ],
    },
  },
};

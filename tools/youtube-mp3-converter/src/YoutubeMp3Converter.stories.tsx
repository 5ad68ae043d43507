import type { Meta, StoryObj } from '@storybook/react-vite';
import { ERROR_STATUS_MESSAGE, EXTRACTING_MESSAGE, POLL_FAILED, START_FAILED_MESSAGE } from './logic';
import { YoutubeMp3Converter } from './YoutubeMp3Converter';

const meta = {
  title: 'Tools/YouTube to MP3 Converter',
  component: YoutubeMp3Converter,
} satisfies Meta<typeof YoutubeMp3Converter>;

export default meta;
type Story = StoryObj<typeof meta>;

const TITLE = 'Lo-fi beats to study to (1 hour mix)';

export const Empty: Story = {};

/** Right after the click: the first progress, the button off. */
export const Extracting: Story = {
  args: { initialView: { phase: 'extracting', progress: 10, message: EXTRACTING_MESSAGE } },
};

export const Converting: Story = {
  args: { initialView: { phase: 'converting', progress: 72, message: 'Converting to MP3 (320 kbps)...', title: TITLE } },
};

export const Complete: Story = {
  args: {
    initialView: {
      phase: 'complete',
      progress: 100,
      message: 'Conversion complete!',
      title: TITLE,
      downloadUrl: '/api/download/file/5b0c1d9e-2f1a-4c3b-8d7e-6f5a4b3c2d1e',
      filename: `${TITLE}.mp3`,
    },
  },
};

/** The server's error status: its reason as the message, 'Conversion failed. Please try again with a different video.' on the error line. */
export const Failed: Story = {
  args: {
    initialView: { phase: 'error', progress: 10, message: 'This video is private, so it cannot be downloaded.', error: ERROR_STATUS_MESSAGE },
  },
};

/** A refused start (here the engine's per-visitor limit). */
export const StartRefused: Story = {
  args: {
    initialView: { phase: 'error', progress: 0, message: START_FAILED_MESSAGE, error: 'Too many downloads started. Please try again in 40 seconds.' },
  },
};

export const PollingFailed: Story = {
  args: { initialView: { phase: 'error', progress: 64, message: 'Converting to MP3 (320 kbps)...', title: TITLE, error: POLL_FAILED } },
};

import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { dismissToast } from '../feedback/toast-store';
import { Toaster } from '../feedback/toaster';
import { useCopy } from './use-copy';

const notices = {
  success: { title: 'Copied!', description: 'Text copied to clipboard successfully.' },
  failure: { title: 'Error', description: 'Failed to copy text to clipboard.' },
};

let result: boolean | undefined;
function CopyButton({ text }: { text: string }) {
  const copy = useCopy();
  return (
    <button
      type="button"
      onClick={async () => {
        result = await copy(text, notices);
      }}
    >
      copy
    </button>
  );
}

// The Toaster loads its Radix part on demand; warm it so the first test's timing is not the import's.
beforeAll(() => import('../feedback/radix-toaster'));

afterEach(() => {
  act(() => dismissToast());
  result = undefined;
});

describe('useCopy', () => {
  it('writes the text and shows the success notice', async () => {
    const user = userEvent.setup();
    // user-event installs its own clipboard stub on setup; spy on it after that.
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    render(
      <>
        <CopyButton text="héllo 𝒳" />
        <Toaster />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'copy' }));
    expect(writeText).toHaveBeenCalledWith('héllo 𝒳');
    expect(await screen.findByText('Copied!')).toBeInTheDocument();
    expect(screen.getByText('Text copied to clipboard successfully.')).toBeInTheDocument();
    expect(result).toBe(true);
  });

  it('shows the destructive failure notice when the clipboard refuses', async () => {
    const user = userEvent.setup();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new DOMException('denied', 'NotAllowedError'));
    render(
      <>
        <CopyButton text="x" />
        <Toaster />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'copy' }));
    const title = await screen.findByText('Error');
    expect(screen.getByText('Failed to copy text to clipboard.')).toBeInTheDocument();
    expect(title.closest('li')).toHaveClass('bg-destructive');
    expect(result).toBe(false);
  });
});

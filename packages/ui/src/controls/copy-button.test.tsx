import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { COPIED_DURATION, CopyButton } from './copy-button';
import { dismissToast } from '../feedback/toast-store';
import { Toaster } from '../feedback/toaster';

// The Toaster loads its Radix part on demand; warm it so the first test's timing is not the import's.
beforeAll(() => import('../feedback/radix-toaster'));

afterEach(() => {
  act(() => dismissToast());
  vi.useRealTimers();
});

describe('CopyButton', () => {
  // Exact timing with fake timers; fireEvent, since user-event waits on (faked) timers between steps.
  async function press(name: string) {
    fireEvent.click(screen.getByRole('button', { name }));
    // Let the clipboard promise settle.
    await act(async () => {});
  }

  // jsdom has no clipboard; user-event brings one only with its setup, which these tests do without.
  function stubClipboard() {
    const writeText = vi.fn<(text: string) => Promise<void>>().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    return writeText;
  }

  it('copies the text, says Copied for 2 seconds, then shows its label again', async () => {
    vi.useFakeTimers();
    const writeText = stubClipboard();
    render(<CopyButton text="héllo 𝒳" />);
    await press('Copy');
    expect(writeText).toHaveBeenCalledWith('héllo 𝒳');
    expect(screen.getByRole('button', { name: 'Copied' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(COPIED_DURATION - 1));
    expect(screen.getByRole('button', { name: 'Copied' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('button', { name: 'Copy' })).toBeInTheDocument();
    expect(COPIED_DURATION).toBe(2000);
  });

  it('restarts the 2 seconds on another copy', async () => {
    vi.useFakeTimers();
    stubClipboard();
    render(<CopyButton text="x" label="Copy to Clipboard" />);
    await press('Copy to Clipboard');
    act(() => vi.advanceTimersByTime(1500));
    await press('Copied');
    act(() => vi.advanceTimersByTime(1500));
    expect(screen.getByRole('button', { name: 'Copied' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(500));
    expect(screen.getByRole('button', { name: 'Copy to Clipboard' })).toBeInTheDocument();
  });

  it('is reached with Tab and pressed with Enter; reads a text function when pressed; shows its notices', async () => {
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    const onCopied = vi.fn();
    let output = 'first';
    render(
      <>
        <CopyButton
          text={() => output}
          notices={{
            success: { title: 'Copied!', description: 'Formatted JSON copied to clipboard.' },
            failure: { title: 'Error', description: 'Failed to copy to clipboard.' },
          }}
          onCopied={onCopied}
        />
        <Toaster />
      </>,
    );
    output = 'second';
    await user.tab();
    const button = screen.getByRole('button', { name: 'Copy' });
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('type', 'button');
    await user.keyboard('{Enter}');
    expect(writeText).toHaveBeenCalledWith('second');
    expect(await screen.findByText('Formatted JSON copied to clipboard.')).toBeInTheDocument();
    expect(onCopied).toHaveBeenCalledWith(true);
  });

  it('keeps its label and shows the default failure notice when the clipboard refuses', async () => {
    const user = userEvent.setup();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new DOMException('denied', 'NotAllowedError'));
    const onCopied = vi.fn();
    render(
      <>
        <CopyButton text="x" onCopied={onCopied} />
        <Toaster />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await screen.findByText('Failed to copy text to clipboard.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy' })).toBeInTheDocument();
    expect(onCopied).toHaveBeenCalledWith(false);
  });

  it('is off while its text is empty', () => {
    const { rerender } = render(<CopyButton text="" />);
    expect(screen.getByRole('button', { name: 'Copy' })).toBeDisabled();
    rerender(<CopyButton text="x" />);
    expect(screen.getByRole('button', { name: 'Copy' })).toBeEnabled();
  });

  it('does nothing when disabled', async () => {
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    render(<CopyButton text="x" disabled />);
    const button = screen.getByRole('button', { name: 'Copy' });
    expect(button).toBeDisabled();
    await user.click(button);
    expect(writeText).not.toHaveBeenCalled();
  });
});

import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Button } from '../controls/button';
import { TOAST_REMOVE_DELAY, dismissToast, toast, useToast } from './toast-store';
import { Toaster } from './toaster';

// jsdom lacks pointer capture, which Radix Toast's swipe handling calls on pointer up.
Element.prototype.hasPointerCapture ??= () => false;
Element.prototype.releasePointerCapture ??= () => {};

// The Toaster loads its Radix part on demand; warm it so the first test's timing is not the import's.
beforeAll(() => import('./radix-toaster'));

afterEach(() => {
  act(() => dismissToast());
  vi.useRealTimers();
});

function Fire({ title, description, destructive }: { title: string; description?: string; destructive?: boolean }) {
  return (
    <Button onClick={() => toast({ title, description, variant: destructive ? 'destructive' : 'default' })}>
      fire {title}
    </Button>
  );
}

describe('Toaster and toast()', () => {
  it('shows a link to a page of the site under the description', async () => {
    render(
      <MemoryRouter>
        <Toaster />
      </MemoryRouter>,
    );
    act(() => {
      toast({ title: 'Tool is Live!', description: 'Dice Roller is live at /dice-roller.', link: { to: '/dice-roller', label: 'View Live' } });
    });
    expect(await screen.findByRole('link', { name: 'View Live' })).toHaveAttribute('href', '/dice-roller');
  });

  it('shows a button that does what the notice offers', async () => {
    const user = userEvent.setup();
    const reload = vi.fn();
    render(<Toaster />);
    act(() => {
      toast({ title: 'Updated — reload', description: 'A new version of Toolnest is ready.', action: { label: 'Reload', onClick: reload } });
    });
    await user.click(await screen.findByRole('button', { name: 'Reload' }));
    expect(reload).toHaveBeenCalledOnce();
  });

  it('shows a title and description', async () => {
    const user = userEvent.setup();
    render(
      <>
        <Fire title="Copied!" description="Text copied to clipboard successfully." />
        <Toaster />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'fire Copied!' }));
    expect(await screen.findByText('Copied!')).toBeVisible();
    expect(screen.getByText('Text copied to clipboard successfully.')).toBeVisible();
  });

  it('shows one toast at a time: a new one replaces the current one', async () => {
    const user = userEvent.setup();
    render(
      <>
        <Fire title="First" />
        <Fire title="Second" />
        <Toaster />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'fire First' }));
    expect(await screen.findByText('First')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'fire Second' }));
    expect(await screen.findByText('Second')).toBeInTheDocument();
    expect(screen.queryByText('First')).not.toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
  });

  it('styles errors as destructive', async () => {
    const user = userEvent.setup();
    render(
      <>
        <Fire title="Error" description="Failed to copy text to clipboard." destructive />
        <Toaster />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'fire Error' }));
    const item = (await screen.findByText('Error')).closest('li');
    expect(item).toHaveClass('bg-destructive');
  });

  it('closes with the labelled close button', async () => {
    const user = userEvent.setup();
    render(
      <>
        <Fire title="Closable" />
        <Toaster />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'fire Closable' }));
    await screen.findByText('Closable');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByText('Closable')).not.toBeInTheDocument();
  });

  it('keeps a dismissed toast in state until the removal delay has passed', () => {
    vi.useFakeTimers();
    const seen: number[] = [];
    function Count() {
      seen.push(useToast().toasts.length);
      return null;
    }
    render(<Count />);
    let handle!: { dismiss: () => void };
    act(() => {
      handle = toast({ title: 'Bye' });
    });
    act(() => handle.dismiss());
    act(() => vi.advanceTimersByTime(TOAST_REMOVE_DELAY - 1));
    expect(seen.at(-1)).toBe(1);
    act(() => vi.advanceTimersByTime(1));
    expect(seen.at(-1)).toBe(0);
  });

  it('refuses a toast without a title', () => {
    expect(() => toast({ title: '' })).toThrow('toast: a non-empty title is required');
  });

  it('F8 focuses the region while a notice is shown', async () => {
    const user = userEvent.setup();
    render(
      <>
        <Fire title="Hello" />
        <Toaster />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'fire Hello' }));
    const region = (await screen.findByText('Hello')).closest('[role="region"]');
    await user.keyboard('[F8]');
    expect(region?.querySelector('ol')).toHaveFocus();
  });
});

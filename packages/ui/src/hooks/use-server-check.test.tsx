import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { dismissToast } from '../feedback/toast-store';
import { Toaster } from '../feedback/toaster';
import { useServerCheck } from './use-server-check';

/** A request the test answers: `finish` resolves it, `fail` rejects it. */
function pending() {
  let finish!: (value: string) => void;
  let fail!: (error: Error) => void;
  const promise = new Promise<string>((resolve, reject) => ((finish = resolve), (fail = reject)));
  return { request: () => promise, finish, fail };
}

let request: () => Promise<string>;
let resolved: string | undefined = 'not yet';
function Checker() {
  const { busy, result, run, clear } = useServerCheck('first');
  return (
    <>
      <button onClick={async () => (resolved = await run(request, (error) => `Failed: ${(error as Error).message}`))}>{busy ? 'Analyzing...' : 'Check'}</button>
      <button onClick={clear}>Clear</button>
      <output aria-label="Result">{result}</output>
    </>
  );
}

const shown = () => screen.getByRole('status', { name: 'Result' });

afterEach(() => act(() => dismissToast()));

describe('useServerCheck', () => {
  it('starts with the initial result; a check is busy with no result until it answers, then shows it', async () => {
    const user = userEvent.setup();
    render(<Checker />);
    expect(shown()).toHaveTextContent('first');
    const answer = pending();
    request = answer.request;
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(screen.getByRole('button', { name: 'Analyzing...' })).toBeInTheDocument();
    expect(shown()).toHaveTextContent('');
    await act(async () => answer.finish('second'));
    expect(shown()).toHaveTextContent('second');
    expect(resolved).toBe('second');
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(shown()).toHaveTextContent('');
  });

  it('a failed request shows the Error notice with its message, ends busy and resolves with undefined', async () => {
    const user = userEvent.setup();
    render(
      <>
        <Checker />
        <Toaster />
      </>,
    );
    const answer = pending();
    request = answer.request;
    await user.click(screen.getByRole('button', { name: 'Check' }));
    await act(async () => answer.fail(new Error('422')));
    const notices = within(await screen.findByRole('region', { name: /Notifications/ }));
    expect(await notices.findByText('Failed: 422')).toBeInTheDocument();
    expect(notices.getByText('Error')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Check' })).toBeEnabled();
    expect(shown()).toHaveTextContent('');
    expect(resolved).toBeUndefined();
  });
});

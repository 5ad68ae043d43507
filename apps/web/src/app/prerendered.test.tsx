import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { isPrerendered, markPrerendered, usePrerenderedCommitted } from './prerendered';

function Route({ path }: { path: string }) {
  usePrerenderedCommitted(path);
  return null;
}

describe('prerendered', () => {
  it('answers the same to every render attempt of the prerendered route until it commits, then false', () => {
    markPrerendered('/case-convert');
    // A hydrating render React started over reads it again: the server's choice must hold for both attempts.
    expect([isPrerendered('/case-convert'), isPrerendered('/case-convert'), isPrerendered('/word-count')]).toEqual([true, true, false]);
    const { unmount } = render(<Route path="/case-convert" />);
    expect(isPrerendered('/case-convert')).toBe(false);
    unmount();
  });

  it('keeps the mark when another route commits', () => {
    markPrerendered('/case-convert');
    const { unmount } = render(<Route path="/word-count" />);
    expect(isPrerendered('/case-convert')).toBe(true);
    unmount();
    render(<Route path="/case-convert" />).unmount();
  });
});

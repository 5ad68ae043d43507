// @vitest-environment node
// The page is prerendered: the tool renders with no window, document or storage, in its starting state.
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CheckSplitter } from './CheckSplitter';

describe('CheckSplitter on the server', () => {
  it('renders two unnamed people and the empty expenses message without touching storage', () => {
    const html = renderToString(<CheckSplitter />);
    expect(typeof window).toBe('undefined');
    expect(html).toContain('placeholder="Person 1"');
    expect(html).toContain('placeholder="Person 2"');
    expect(html).not.toContain('placeholder="Person 3"');
    expect(html).toContain('No expenses yet. Click &quot;Add&quot; to start.');
    expect(html).not.toContain('Settlement');
    expect(html).toContain('Start over');
  });
});

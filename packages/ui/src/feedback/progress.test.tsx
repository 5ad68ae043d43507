import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Progress } from './progress';

describe('Progress', () => {
  it('reports a determinate value on a 0 to 100 range', () => {
    render(<Progress aria-label="Download progress" value={40} />);
    const bar = screen.getByRole('progressbar', { name: 'Download progress' });
    expect(bar).toHaveAttribute('aria-valuenow', '40');
    expect(bar).toHaveAttribute('aria-valuemin', '0');
    expect(bar).toHaveAttribute('aria-valuemax', '100');
    expect(bar).toHaveAttribute('aria-valuetext', '40%');
  });

  it('has no aria-valuenow when indeterminate', () => {
    const { rerender } = render(<Progress aria-label="Working" />);
    const bar = screen.getByRole('progressbar', { name: 'Working' });
    expect(bar).not.toHaveAttribute('aria-valuenow');
    expect(bar).not.toHaveAttribute('aria-valuetext');
    expect(bar).toHaveAttribute('data-state', 'indeterminate');
    rerender(<Progress aria-label="Working" value={null} />);
    expect(bar).not.toHaveAttribute('aria-valuenow');
  });

  it('keeps the value within the range and takes another max', () => {
    const { rerender } = render(<Progress aria-label="Files" value={150} />);
    const bar = screen.getByRole('progressbar', { name: 'Files' });
    expect(bar).toHaveAttribute('aria-valuenow', '100');
    expect(bar).toHaveAttribute('data-state', 'complete');
    rerender(<Progress aria-label="Files" value={-5} />);
    expect(bar).toHaveAttribute('aria-valuenow', '0');
    rerender(<Progress aria-label="Files" value={3} max={4} />);
    expect(bar).toHaveAttribute('aria-valuemax', '4');
    expect(bar).toHaveAttribute('aria-valuetext', '75%');
  });
});

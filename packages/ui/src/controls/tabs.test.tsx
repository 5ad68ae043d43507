import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Tabs } from './tabs';

const items = [
  { value: 'pending', label: 'Not Live Tools', content: <p>Two requests wait for QA.</p> },
  { value: 'live', label: 'Live Tools', content: <p>Three tools are live.</p> },
  { value: 'archived', label: 'Archived', content: <p>Nothing archived.</p>, disabled: true },
  { value: 'categories', label: 'Categories', content: <p>Five categories.</p> },
];

describe('Tabs', () => {
  it('shows the first tab, named list, panel labelled by its tab', () => {
    render(<Tabs aria-label="Admin sections" items={items} />);
    expect(screen.getByRole('tablist', { name: 'Admin sections' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Not Live Tools' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Not Live Tools' })).toHaveTextContent('Two requests wait for QA.');
    expect(screen.queryByText('Three tools are live.')).not.toBeInTheDocument();
  });

  it('moves with the arrow keys, skipping disabled tabs, and Tab goes into the panel', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<Tabs aria-label="Admin sections" items={items} onValueChange={onValueChange} />);
    await user.tab();
    expect(screen.getByRole('tab', { name: 'Not Live Tools' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Live Tools' })).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Three tools are live.');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Categories' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Not Live Tools' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Five categories.');
    expect(onValueChange.mock.calls).toEqual([['live'], ['categories'], ['pending'], ['categories']]);
    await user.tab();
    expect(screen.getByRole('tabpanel', { name: 'Categories' })).toHaveFocus();
  });

  it('opens on a chosen tab and changes on click', async () => {
    const user = userEvent.setup();
    render(<Tabs aria-label="Admin sections" items={items} defaultValue="live" />);
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Three tools are live.');
    await user.click(screen.getByRole('tab', { name: 'Categories' }));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Five categories.');
  });
});

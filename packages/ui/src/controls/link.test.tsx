import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation, useNavigationType } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { Link } from './link';

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${useNavigationType()} ${location.pathname}${location.search}`}</p>;
}

function renderAt(path: string, link: React.ReactNode) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      {link}
      <Where />
    </MemoryRouter>,
  );
}

describe('Link', () => {
  it('is a plain link to its path, followed by the router on a click', async () => {
    renderAt('/', <Link to="/tools?category=text" className="x">Text tools</Link>);
    const link = screen.getByRole('link', { name: 'Text tools' });
    expect(link).toHaveAttribute('href', '/tools?category=text');
    expect(link).toHaveClass('x');
    await userEvent.click(link);
    expect(screen.getByTestId('where')).toHaveTextContent('PUSH /tools?category=text');
  });

  it('replaces the history entry when it links to the page shown', async () => {
    renderAt('/word-count', <Link to="/word-count">Word Count</Link>);
    await userEvent.click(screen.getByRole('link', { name: 'Word Count' }));
    expect(screen.getByTestId('where')).toHaveTextContent('REPLACE /word-count');
  });

  it.each([
    ['a modifier key', { ctrlKey: true }],
    ['another button', { button: 1 }],
  ])('leaves a click with %s to the browser', (_, init) => {
    renderAt('/', <Link to="/word-count">Word Count</Link>);
    const notPrevented = fireEvent.click(screen.getByRole('link', { name: 'Word Count' }), init);
    expect(notPrevented).toBe(true);
    expect(screen.getByTestId('where')).toHaveTextContent('POP /');
  });

  it('leaves a link with a target, or one whose handler prevented the default, alone', () => {
    const onClick = vi.fn((event: React.MouseEvent) => event.preventDefault());
    renderAt(
      '/',
      <>
        <Link to="/word-count" target="_blank">New tab</Link>
        <Link to="/json-formatter" onClick={onClick}>Handled</Link>
      </>,
    );
    expect(fireEvent.click(screen.getByRole('link', { name: 'New tab' }))).toBe(true);
    fireEvent.click(screen.getByRole('link', { name: 'Handled' }));
    expect(onClick).toHaveBeenCalledOnce();
    expect(screen.getByTestId('where')).toHaveTextContent('POP /');
  });
});

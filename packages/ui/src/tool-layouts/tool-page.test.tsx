import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { ToolPage, type RelatedTool } from './tool-page';

const related: RelatedTool[] = [
  { slug: 'word-count', title: 'Word Count', description: 'Count words and characters.', icon: 'hash', href: '/word-count' },
  { slug: 'json-formatter', title: 'JSON Formatter', description: 'Format JSON.', icon: 'braces', href: '/json-formatter' },
];

function renderPage(items: RelatedTool[]) {
  return render(
    <MemoryRouter initialEntries={['/case-convert']}>
      <Routes>
        <Route
          path="/case-convert"
          element={
            <ToolPage title="Case Convert" description="Change the case of any text." related={items} article={<h2>About</h2>}>
              <p>the tool</p>
            </ToolPage>
          }
        />
        <Route path="/word-count" element={<p>word count page</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('ToolPage', () => {
  it('renders the heading, lead, tool and article in order', () => {
    renderPage(related);
    const h1 = screen.getByRole('heading', { level: 1, name: 'Case Convert' });
    const tool = screen.getByText('the tool');
    const about = screen.getByRole('heading', { level: 2, name: 'About' });
    expect(screen.getByText('Change the case of any text.')).toBeInTheDocument();
    expect(h1.compareDocumentPosition(tool) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(tool.compareDocumentPosition(about) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Case Convert' })).toContainElement(tool);
  });

  it('lists related tools as links and navigates with the router', async () => {
    const user = userEvent.setup();
    renderPage(related);
    const block = screen.getByRole('region', { name: 'Related Tools' });
    expect(block).toBeInTheDocument();
    const link = screen.getByRole('link', { name: /Word Count/ });
    expect(link).toHaveAttribute('href', '/word-count');
    expect(screen.getByRole('link', { name: /JSON Formatter/ })).toHaveAttribute('href', '/json-formatter');
    await user.click(link);
    expect(screen.getByText('word count page')).toBeInTheDocument();
  });

  it('hides the Related Tools block when there are none', () => {
    renderPage([]);
    expect(screen.queryByText('Related Tools')).not.toBeInTheDocument();
    expect(screen.queryAllByRole('link')).toHaveLength(0);
  });

  it('shows an action beside the heading (the shell’s favourite star)', () => {
    render(
      <MemoryRouter>
        <ToolPage title="Word Count" related={[]} action={<button type="button">Favourite Word Count</button>}>
          <p>tool</p>
        </ToolPage>
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Word Count' }).nextElementSibling).toBe(screen.getByRole('button', { name: 'Favourite Word Count' }));
  });
});

import { DEFAULT_DESCRIPTION, DEFAULT_TITLE } from '@toolnest/tool-kit';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useDocumentMeta } from './use-document-meta';

function Page({ title, description }: { title: string; description?: string }) {
  useDocumentMeta({ title, description });
  return null;
}

const descriptionContent = () => document.head.querySelector('meta[name="description"]')?.getAttribute('content');

describe('useDocumentMeta', () => {
  it('sets the title and description, then restores the defaults on unmount', () => {
    const { rerender, unmount } = render(<Page title="Case Convert | Toolnest" description="Change text case." />);
    expect(document.title).toBe('Case Convert | Toolnest');
    expect(descriptionContent()).toBe('Change text case.');

    rerender(<Page title="Word Count | Toolnest" description="Count words." />);
    expect(document.title).toBe('Word Count | Toolnest');
    expect(descriptionContent()).toBe('Count words.');

    unmount();
    expect(document.title).toBe(DEFAULT_TITLE);
    expect(descriptionContent()).toBe(DEFAULT_DESCRIPTION);
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
  });

  it('uses the default description when none is given', () => {
    render(<Page title="Somewhere" />);
    expect(descriptionContent()).toBe(DEFAULT_DESCRIPTION);
  });
});

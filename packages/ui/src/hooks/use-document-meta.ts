import { DEFAULT_DESCRIPTION, DEFAULT_TITLE } from '@toolnest/tool-kit';
import { useEffect } from 'react';

export interface DocumentMeta {
  title: string;
  description?: string;
}

function descriptionTag(): HTMLMetaElement {
  let tag = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!tag) {
    tag = document.createElement('meta');
    tag.name = 'description';
    document.head.append(tag);
  }
  return tag;
}

/** Sets the document title and description meta while mounted; restores the site defaults on unmount. */
export function useDocumentMeta({ title, description = DEFAULT_DESCRIPTION }: DocumentMeta): void {
  useEffect(() => {
    const tag = descriptionTag();
    document.title = title;
    tag.content = description;
    return () => {
      document.title = DEFAULT_TITLE;
      tag.content = DEFAULT_DESCRIPTION;
    };
  }, [title, description]);
}

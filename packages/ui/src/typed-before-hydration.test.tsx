// A prerendered page's fields keep what the visitor typed before React hydrated them (Input, Textarea).
import { act, useRef, useState, type ReactNode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Input, Textarea } from './input';

// React's act() warns unless the environment says it supports it (Testing Library sets this for its render).
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | undefined;
let container: HTMLElement | undefined;

afterEach(() => {
  act(() => root?.unmount());
  container?.remove();
  root = container = undefined;
});

/** Renders `ui` on the server, lets `typeBeforeHydration` change the markup's fields, then hydrates. */
async function hydrateAfter(ui: () => ReactNode, typeBeforeHydration: (container: HTMLElement) => void): Promise<HTMLElement> {
  container = document.createElement('div');
  container.innerHTML = renderToString(ui());
  document.body.append(container);
  typeBeforeHydration(container);
  await act(async () => {
    root = hydrateRoot(container!, ui());
  });
  return container;
}

function Counted({ field }: { field: 'input' | 'textarea' }) {
  const [text, setText] = useState('');
  const Field = field === 'input' ? Input : Textarea;
  return (
    <>
      <Field aria-label="Text" value={text} onChange={(event) => setText(event.target.value)} />
      <output>{text.length}</output>
    </>
  );
}

const textBox = (container: HTMLElement) => container.querySelector<HTMLInputElement | HTMLTextAreaElement>('input, textarea')!;

describe.each(['input', 'textarea'] as const)('a controlled %s', (field) => {
  it('takes in the text typed before hydration, caret and all', async () => {
    const page = await hydrateAfter(
      () => <Counted field={field} />,
      (markup) => {
        const box = textBox(markup);
        box.value = 'typed early';
        box.setSelectionRange(5, 5);
      },
    );
    expect(page.querySelector('output')!.textContent).toBe('11');
    expect(textBox(page).value).toBe('typed early');
    expect(textBox(page).selectionStart).toBe(5);
  });

  it('calls onChange for nothing when the visitor typed nothing', async () => {
    const onChange = vi.fn();
    await hydrateAfter(() => <Textarea aria-label="Text" value="server text" onChange={onChange} />, () => {});
    expect(onChange).not.toHaveBeenCalled();
  });
});

it('leaves a read-only box and an uncontrolled field alone', async () => {
  const onChange = vi.fn();
  const page = await hydrateAfter(
    () => (
      <>
        <Textarea aria-label="Output" value="result" readOnly onChange={onChange} />
        <Input aria-label="Email" defaultValue="" onChange={onChange} />
      </>
    ),
    (markup) => {
      markup.querySelector('input')!.value = 'me@example.com';
    },
  );
  expect(onChange).not.toHaveBeenCalled();
  expect(page.querySelector('input')!.value).toBe('me@example.com');
});

it('gives the caller’s ref the element', () => {
  let seen: HTMLTextAreaElement | null = null;
  function WithRef() {
    const ref = useRef<HTMLTextAreaElement>(null);
    return <Textarea aria-label="Text" ref={(element) => void (seen = ref.current = element)} />;
  }
  container = document.createElement('div');
  document.body.append(container);
  act(() => {
    root = createRoot(container!);
    root.render(<WithRef />);
  });
  expect(seen).toBeInstanceOf(HTMLTextAreaElement);
});

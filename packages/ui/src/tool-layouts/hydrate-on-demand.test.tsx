import { act, fireEvent } from '@testing-library/react';
import { useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HydrateOnDemand } from './hydrate-on-demand';

// The viewport, as IntersectionObserver reports it: `show()` brings every observed region into view.
const observed: Array<{ callback: IntersectionObserverCallback; target?: Element }> = [];
function show() {
  for (const entry of observed.splice(0)) entry.callback([{ isIntersecting: true, target: entry.target! } as IntersectionObserverEntry], {} as IntersectionObserver);
}
vi.stubGlobal(
  'IntersectionObserver',
  class {
    entry: { callback: IntersectionObserverCallback; target?: Element };
    constructor(callback: IntersectionObserverCallback) {
      this.entry = { callback };
    }
    observe(target: Element) {
      this.entry.target = target;
      observed.push(this.entry);
    }
    disconnect() {}
  },
);

const hydrated = (element: Element | null) => element !== null && Object.keys(element).some((key) => key.startsWith('__reactProps$'));
const cleanups: Array<() => void> = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
  observed.length = 0;
});

/** Server-renders `tree`, then hydrates that HTML as a prerendered page is. */
async function hydrate(tree: React.ReactElement) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(tree);
  document.body.append(container);
  const recoverable = vi.fn();
  const root = await act(async () => hydrateRoot(container, tree, { onRecoverableError: recoverable }));
  cleanups.push(() => {
    act(() => root.unmount());
    container.remove();
  });
  return { container, recoverable };
}

function Page({ region, onRegionClick = () => {} }: { region: string; onRegionClick?: () => void }) {
  const [clicks, setClicks] = useState(0);
  return (
    <>
      <button type="button" onClick={() => setClicks(clicks + 1)}>
        Clicked {clicks}
      </button>
      <HydrateOnDemand name={region}>
        <p>Static text, {clicks % 2 === 0 ? 'even' : 'odd'}</p>
        <button type="button" onClick={onRegionClick}>
          In the region
        </button>
      </HydrateOnDemand>
    </>
  );
}

describe('HydrateOnDemand', () => {
  it('keeps the server’s HTML unhydrated until the region comes near the viewport', async () => {
    const { container, recoverable } = await hydrate(<Page region="scrolled" />);
    const [outside, inside] = container.querySelectorAll('button');
    expect(hydrated(outside!)).toBe(true);
    expect(hydrated(inside!)).toBe(false);
    expect(container.querySelector('[data-hydrate-on-demand="scrolled"]')).toHaveTextContent('Static text, even');
    await act(async () => show());
    expect(hydrated(inside!)).toBe(true);
    expect(recoverable).not.toHaveBeenCalled();
  });

  it('hydrates the region at once for a click in it, and the click reaches its handler', async () => {
    const onRegionClick = vi.fn();
    const { container } = await hydrate(<Page region="clicked" onRegionClick={onRegionClick} />);
    const inside = container.querySelectorAll('button')[1]!;
    expect(hydrated(inside)).toBe(false);
    await act(async () => fireEvent.click(inside));
    expect(hydrated(inside)).toBe(true);
    expect(onRegionClick).toHaveBeenCalledOnce();
  });

  it('hydrates, never drops, the region when its parent renders it with new props first', async () => {
    const { container, recoverable } = await hydrate(<Page region="updated" />);
    const region = container.querySelector('[data-hydrate-on-demand="updated"]');
    await act(async () => fireEvent.click(container.querySelector('button')!));
    expect(container.querySelector('[data-hydrate-on-demand="updated"]')).toBe(region);
    expect(region).toHaveTextContent('Static text, odd');
    expect(hydrated(region!.querySelector('button'))).toBe(true);
    expect(recoverable).not.toHaveBeenCalled();
  });

  it('renders at once when rendered in the browser rather than hydrated', async () => {
    const { render, screen } = await import('@testing-library/react');
    render(<Page region="navigated" />);
    expect(screen.getByText('Static text, even')).toBeInTheDocument();
    expect(observed).toHaveLength(0);
  });
});

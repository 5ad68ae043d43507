import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { routeModule } from './route-module';

const Greeting = ({ name }: { name: string }) => <p>Hello {name}</p>;
const chunk = () => Promise.resolve({ default: Greeting, extra: 42 });

describe('a route module', () => {
  it('renders lazily, inside a Suspense boundary, until its chunk has been preloaded', async () => {
    const route = routeModule(chunk);
    // A pending boundary: renderToString gives up on it, leaving it for the browser to render.
    expect(renderToString(<route.Page name="Ada" />)).toMatch(/^<!--\$!-->/);
    render(<route.Page name="Ada" />);
    expect(await screen.findByText('Hello Ada')).toBeInTheDocument();
  });

  it('renders at once and without a boundary once preloaded, as the browser must hydrate it', async () => {
    const load = vi.fn(chunk);
    const route = routeModule(load);
    await expect(route.preload()).resolves.toMatchObject({ extra: 42 });
    await route.preload();
    expect(load).toHaveBeenCalledTimes(1);
    expect(renderToString(<route.Page name="Ada" />)).toBe('<p>Hello <!-- -->Ada</p>');
    render(<route.Page name="Grace" />);
    expect(screen.getByText('Hello Grace')).toBeInTheDocument();
  });

  it('keeps its boundary after a lazy render: only a preload takes it away', async () => {
    const route = routeModule(chunk);
    render(<route.Page name="Ada" />);
    expect(await screen.findByText('Hello Ada')).toBeInTheDocument();
    expect(renderToString(<route.Page name="Ada" />)).toBe('<!--$--><p>Hello <!-- -->Ada</p><!--/$-->');
  });

  it('loads again after a failed preload', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockImplementation(chunk);
    const route = routeModule(load);
    await expect(route.preload()).rejects.toThrow('offline');
    await route.preload();
    expect(load).toHaveBeenCalledTimes(2);
    expect(renderToString(<route.Page name="Ada" />)).toBe('<p>Hello <!-- -->Ada</p>');
  });
});

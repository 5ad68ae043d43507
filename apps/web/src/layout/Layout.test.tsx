import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp, stubApi } from '../../test/render-app';

let scrollTo: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  stubApi();
  scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  Object.defineProperty(window, 'innerHeight', { configurable: true, value: 1000 });
  Object.defineProperty(window, 'scrollY', { configurable: true, writable: true, value: 0 });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function scrollWindowTo(y: number) {
  act(() => {
    window.scrollY = y;
    fireEvent.scroll(window);
  });
}

describe('floating request-a-tool button', () => {
  it('appears only once the page is scrolled past 0.8 of the window height', async () => {
    await renderApp('/');
    const button = () => screen.queryByRole('link', { name: 'Request a new tool' });
    expect(button()).not.toBeInTheDocument();

    scrollWindowTo(800);
    expect(button()).not.toBeInTheDocument();

    scrollWindowTo(801);
    expect(button()).toHaveAttribute('href', '/submissions');

    scrollWindowTo(10);
    expect(button()).not.toBeInTheDocument();
  });
});

describe('header navigation', () => {
  it('links home, all tools, the five categories and the request page', async () => {
    await renderApp('/');
    const nav = within(screen.getByRole('navigation', { name: 'Main' }));
    const hrefs = Object.fromEntries(nav.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]));
    expect(hrefs).toEqual({
      Home: '/',
      'All Tools': '/tools',
      Video: '/tools?category=video',
      Text: '/tools?category=text',
      SEO: '/tools?category=seo',
      Converters: '/tools?category=converters',
      Productivity: '/tools?category=productivity',
      'Request a Tool': '/submissions',
    });
    expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Toolnest' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('opens a mobile menu that closes after following a link', async () => {
    await renderApp('/');
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(toggle);
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    const menu = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(menu).not.toBeNull();

    await userEvent.click(within(menu!).getByRole('link', { name: 'SEO' }));
    expect(screen.getByRole('heading', { level: 1, name: 'SEO Tools' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('scroll to top', () => {
  it('scrolls to the top on every location change', async () => {
    await renderApp('/');
    scrollTo.mockClear();

    const nav = within(screen.getAllByRole('navigation', { name: 'Main' })[0]!);
    await userEvent.click(nav.getByRole('link', { name: 'Video' }));
    expect(scrollTo).toHaveBeenCalledWith(0, 0);

    scrollTo.mockClear();
    await userEvent.click(nav.getByRole('link', { name: 'Text' }));
    expect(scrollTo).toHaveBeenCalledTimes(1);

    scrollTo.mockClear();
    await userEvent.click(screen.getByRole('link', { name: 'Browse every tool' }));
    expect(scrollTo).toHaveBeenCalledTimes(1);
  });
});

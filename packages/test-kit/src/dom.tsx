// What the tools' component tests in jsdom share (the "./dom" export): a tool rendered beside the
// Toaster, as the site's shell mounts it, and its notices. It lives here rather than in @toolnest/ui:
// ui is published, and an export of it that imports Testing Library would make every consumer install
// test libraries; test-kit is private, never built, and already in every tool's devDependencies.
// For a tool's worker in jsdom, use @toolnest/ui/in-process-worker (it needs no test library).
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { dismissToast, Toaster } from '@toolnest/ui';
import type { ReactElement } from 'react';

/** Renders the tool beside the Toaster, with a user to drive it; `press` clicks the button of that name. */
export function renderWithToaster(tool: ReactElement) {
  const user = userEvent.setup();
  render(
    <>
      {tool}
      <Toaster />
    </>,
  );
  const press = (name: string) => user.click(screen.getByRole('button', { name }));
  return { user, press };
}

/**
 * renderWithToaster for a tool with an input box and an output box, found by their labels; `paste`
 * replaces the input's text in one change, as a paste does (typing a long text key by key is slow).
 */
export function renderConverter(tool: ReactElement, labels: { input: string; output: string }) {
  const rendered = renderWithToaster(tool);
  const input = screen.getByRole('textbox', { name: labels.input });
  const output = screen.getByRole('textbox', { name: labels.output });
  const paste = (text: string) => fireEvent.change(input, { target: { value: text } });
  return { ...rendered, input, output, paste };
}

/**
 * The notifications region, once it is there: it appears with the first notice (the Radix part of the
 * Toaster loads on demand). Looking inside it leaves out Radix's short-lived screen-reader copy of the text.
 */
export const findNotices = async () => within(await screen.findByRole('region', { name: /Notifications/ }));

/** The element of a notice's title or description, once it shows; throws if it never does. */
export const findNotice = async (text: string) => (await findNotices()).findByText(text);

/** Waits for a notice with this title and description; throws if it never shows. */
export async function expectNotice(title: string, description: string) {
  const notices = await findNotices();
  await notices.findByText(title);
  notices.getByText(description);
}

/** Dismisses the notice on show, so the next test (or the next step of this one) starts with none. */
export const dismissNotices = () => act(() => dismissToast());

// Finding a control by role and accessible name, in the page, the same way in every engine. A short version of
// the accessible-name rules, enough for the site's controls: aria-labelledby, aria-label, a label, the text, the
// title or placeholder. Serialized to the page as source, so it imports nothing and calls only its own helpers.
import type { Target } from './types';

export function locateInPage(target: Target): Element | null {
  if (typeof target === 'string') return document.querySelector(target);
  const roles: Record<string, string> = {
    field: 'input, select, textarea',
    button: 'button, [role=button], input[type=submit], input[type=button]',
    link: 'a[href], [role=link]',
    textbox: 'textarea, input:not([type]), input[type=text], input[type=url], input[type=email], input[type=search], input[type=password], [role=textbox]',
    checkbox: 'input[type=checkbox], [role=checkbox], [role=switch]',
    radio: 'input[type=radio], [role=radio]',
    combobox: 'select, [role=combobox]',
    spinbutton: 'input[type=number], [role=spinbutton]',
    option: 'option, [role=option]',
    dialog: 'dialog, [role=dialog]',
    region: 'section[aria-label], section[aria-labelledby], [role=region]',
    heading: 'h1, h2, h3, h4, h5, h6, [role=heading]',
  };
  const text = (element: Element | null) => (element?.textContent ?? '').replace(/\s+/g, ' ').trim();
  const nameOf = (element: Element): string => {
    const labelledBy = element.getAttribute('aria-labelledby');
    if (labelledBy) return labelledBy.split(/\s+/).map((id) => text(document.getElementById(id))).join(' ').trim();
    const label = element.getAttribute('aria-label');
    if (label) return label.trim();
    const labels = (element as HTMLInputElement).labels;
    if (labels && labels.length > 0) return [...labels].map(text).join(' ');
    if (element.matches('input, textarea, select')) return (element.getAttribute('title') ?? element.getAttribute('placeholder') ?? '').trim();
    return text(element) || (element.getAttribute('title') ?? '').trim();
  };
  const shown = (element: Element) => element.getClientRects().length > 0 || element instanceof HTMLOptionElement;
  const scope = target.within ? document.querySelector(target.within) : document;
  if (!scope) return null;
  const matches = [...scope.querySelectorAll(roles[target.role] ?? '*')].filter((element) => {
    const name = nameOf(element);
    return target.exact === false ? name.includes(target.name) : name === target.name;
  });
  return matches.find(shown) ?? matches[0] ?? null;
}

/** How a target reads in a failure message. */
export const describeTarget = (target: Target): string =>
  typeof target === 'string' ? target : `${target.role} "${target.name}"${target.within ? ` in ${target.within}` : ''}`;

import { useContext, type AnchorHTMLAttributes, type MouseEvent, type Ref } from 'react';
import { UNSAFE_NavigationContext, useLocation } from 'react-router-dom';

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** An absolute path, with its query and hash if any ('/tools?category=text'). */
  to: string;
  ref?: Ref<HTMLAnchorElement>;
}

/**
 * A link inside the app: a plain <a href> that the router follows without a page load. React Router's
 * <Link> resolves its target against the route matches on every render (a JSON round trip, four
 * contexts and a layout effect per link), 10-20 ms of a page's hydration here for the twenty-odd links
 * of a tool page, which only ever link to absolute paths. Like it, a click with a modifier key, another
 * button, a target or a handler that called preventDefault is left to the browser, and a link to the
 * page already shown replaces the history entry instead of adding one.
 */
export function Link({ to, onClick, ...props }: LinkProps) {
  const { navigator } = useContext(UNSAFE_NavigationContext);
  const here = useLocation();
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0 || (props.target && props.target !== '_self')) return;
    if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    if (here.pathname + here.search + here.hash === to) navigator.replace(to);
    else navigator.push(to);
  };
  return <a {...props} href={to} onClick={follow} />;
}

import { useEffect, useState } from 'react';
import { Icon, Link } from '@toolnest/ui';

/** Share of the window height the page must be scrolled before the button shows. */
export const FLOATING_BUTTON_THRESHOLD = 0.8;

function scrolledPastThreshold(): boolean {
  return window.scrollY > FLOATING_BUTTON_THRESHOLD * window.innerHeight;
}

/** The floating request-a-tool link; it appears once the page has scrolled 0.8 window heights. */
export function FloatingRequestButton() {
  // Hidden on the server and while hydrating; the first effect reads the real scroll position.
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const update = () => setVisible(scrolledPastThreshold());
    update();
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update, { passive: true });
    return () => {
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, []);

  if (!visible) return null;
  return (
    <Link
      to="/submissions"
      aria-label="Request a new tool"
      data-testid="floating-request-button"
      className="fixed right-4 bottom-4 z-50 inline-flex items-center gap-2 rounded-full bg-primary px-4 py-3 text-sm font-medium text-primary-foreground shadow-lg hover:opacity-90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring sm:right-6 sm:bottom-6"
    >
      <Icon name="message-square-plus" className="size-5" />
      <span className="hidden sm:inline">Request a tool</span>
    </Link>
  );
}

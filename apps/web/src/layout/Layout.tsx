import { HydrateOnDemand } from '@toolnest/ui';
import { Suspense, type ReactNode } from 'react';
import { FloatingRequestButton } from './FloatingRequestButton';
import { Footer } from './Footer';
import { Header } from './Header';
import { ScrollToTop } from './ScrollToTop';

/** Header, footer and the floating request button around every page. */
export function Layout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col bg-background text-foreground">
      <ScrollToTop />
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-background focus:px-4 focus:py-2 focus:shadow"
      >
        Skip to content
      </a>
      {/* The header is a Suspense boundary, which React hydrates after the page itself (its content waits for a
          later pass): a visitor comes for the page's controls first. The footer hydrates only when needed. */}
      <Suspense>
        <Header />
      </Suspense>
      <main id="main" className="flex-1">
        {children}
      </main>
      <HydrateOnDemand name="footer">
        <Footer />
      </HydrateOnDemand>
      <FloatingRequestButton />
    </div>
  );
}

import './styles.css';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app/App';
import { preloadRoute } from './app/AppRoutes';
import { markPrerendered } from './app/prerendered';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

const app = (
  <StrictMode>
    <BrowserRouter>
      <App />
    </BrowserRouter>
  </StrictMode>
);

// Built pages arrive prerendered (scripts/prerender.mjs): hydrate them, once the page's own chunks are in memory
// (their downloads began with this script's), so the page hydrates in the same pass as the shell. The dev server
// sends an empty root.
if (root.hasChildNodes()) {
  markPrerendered(window.location.pathname);
  // A chunk that failed to load is the route's to report: hydrating still brings the rest of the page alive.
  void preloadRoute(window.location.pathname)
    .catch(() => {})
    .then(() => {
      // In a transition, hydration yields to the browser every few milliseconds instead of holding the main thread
      // for the whole page (a click on a part not yet hydrated still hydrates it at once and is replayed).
      startTransition(() => {
        hydrateRoot(root, app);
      });
    });
} else {
  createRoot(root).render(app);
}

// Production only: the dev server has no sw.js, and a worker there would serve stale modules. The module
// registers the worker when it loads (app/service-worker.ts), once the page has loaded and the main thread is
// idle: on a slow phone, its chunk and the registration took 20 ms in the middle of the page's hydration.
if (import.meta.env.PROD) {
  // A chunk that fails to load (the visitor left the page meanwhile, or went offline) leaves this visit without
  // its worker, as a browser without service workers is: the next page tries again.
  const importWorker = () => void import('./app/service-worker').catch(() => {});
  const registerWorker = () => (typeof requestIdleCallback === 'function' ? requestIdleCallback(importWorker, { timeout: 3000 }) : setTimeout(importWorker, 500));
  if (document.readyState === 'complete') registerWorker();
  else addEventListener('load', registerWorker, { once: true });
}

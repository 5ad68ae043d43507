// Registers the service worker (service-worker/sw.ts) when imported, once the page has loaded
// (main.tsx), so it is not in the first paint's way. The browser's own API, kept short: this chunk counts
// in the home page's 90 kB (workbox-window would be 3 kB more).
import { toast } from '@toolnest/ui';

// A new deploy's worker waits, so a page never gets new files under its old ones; the visitor chooses when to
// take it: told to, it takes over, and the page reloads under it. Only a page that an older worker runs gets
// the offer: on a first visit nothing was there before.
const offer = (worker: ServiceWorker | null) => {
  if (!worker || !navigator.serviceWorker.controller) return;
  toast({
    title: 'Updated — reload',
    description: 'A new version of Toolnest is ready.',
    action: { label: 'Reload', onClick: () => worker.postMessage({ type: 'SKIP_WAITING' }) },
  });
};

navigator.serviceWorker
  ?.register('/sw.js')
  .then((registration) => {
    offer(registration.waiting);
    registration.onupdatefound = () => {
      const worker = registration.installing;
      if (worker) worker.onstatechange = () => worker.state === 'installed' && offer(worker);
    };
    navigator.serviceWorker.oncontrollerchange = () => window.location.reload();
  })
  // No worker (a browser that refuses it or blocks it, a failed fetch of sw.js): the site works online as before.
  .catch(() => {});

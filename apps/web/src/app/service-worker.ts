// Registers the service worker (service-worker/sw.ts, issue 22) and offers each new deploy's worker with an
// 'Updated — reload' notice. Imported once the page has loaded (main.tsx), so it is not in the first paint's
// way. The browser's own API: workbox-window would add 3 kB to what the home page downloads for this.
import { toast } from '@toolnest/ui';

export const SERVICE_WORKER_URL = '/sw.js';

export async function registerServiceWorker(): Promise<void> {
  const registration = await navigator.serviceWorker.register(SERVICE_WORKER_URL);
  // A new deploy's worker waits, so this page never gets new files under its old ones; the visitor chooses when
  // to take it: told to, it takes over, and the page reloads under it. Only a page an older worker runs gets
  // the offer: on a first visit nothing was there before.
  const offer = (worker: ServiceWorker) => {
    if (!navigator.serviceWorker.controller) return;
    toast({
      title: 'Updated — reload',
      description: 'A new version of Toolnest is ready.',
      action: { label: 'Reload', onClick: () => worker.postMessage({ type: 'SKIP_WAITING' }) },
    });
  };
  if (registration.waiting) offer(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const worker = registration.installing;
    worker?.addEventListener('statechange', () => {
      if (worker.state === 'installed') offer(worker);
    });
  });
  let reloading = false;
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (reloading) return;
    reloading = true;
    window.location.reload();
  });
  // Browsers look for a new worker on each full navigation; a tab left open looks again when it comes back.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void registration.update();
  });
}

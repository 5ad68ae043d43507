// The site's service worker: Workbox's precache of every prerendered page and every built file,
// so the shell and each browser-only tool open and work with the network off once a page has been visited.
// scripts/service-worker.mjs builds it after the prerender and puts the list (URL and revision of each
// file) where self.__WB_MANIFEST stands. Nothing else is cached: /api/* always goes to the network.
import { cleanupOutdatedCaches, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | PrecacheEntry)[] };

// The pages are listed under the addresses they are served at (/case-convert), so no URL rewriting is wanted.
precacheAndRoute(self.__WB_MANIFEST, { cleanURLs: false });
cleanupOutdatedCaches();

// A new deploy waits until the page says so (its 'Updated — reload' notice): never new files under an old page.
self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

import { createHash } from 'node:crypto';
import type { Plugin } from 'vite';

/**
 * The page's service worker, made at build time: it caches every file of the build when the
 * page is first loaded, so that a reload without network still opens the page and its worker.
 * Pages are asked of the network first (a new build is seen at once) and from the cache when
 * the network fails; the build's files, whose names carry their hash, from the cache first.
 */
export function serviceWorkerSource(files: readonly string[]): string {
  const version = createHash('sha256').update(files.join('\n')).digest('hex').slice(0, 12);
  return `// knights-tour: the page's files, cached for offline use (made by scripts/service-worker.ts).
const CACHE = 'knights-tour-${version}';
const FILES = ${JSON.stringify(['./', ...files])};
self.addEventListener('install', (event) => {
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(FILES)).then(() => self.skipWaiting()));
});
self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((k) => k.startsWith('knights-tour-') && k !== CACHE).map((k) => caches.delete(k))))
      .then(() => self.clients.claim()),
  );
});
self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET' || new URL(request.url).origin !== self.location.origin) return;
  if (request.mode === 'navigate') {
    event.respondWith(fetch(request).catch(() => caches.match('./', { ignoreSearch: true })));
    return;
  }
  event.respondWith(caches.match(request).then((hit) => hit || fetch(request)));
});
`;
}

/** The Vite plugin that writes `sw.js` beside `index.html`, listing every file of the build. */
export function serviceWorker(): Plugin {
  return {
    name: 'knights-tour-service-worker',
    apply: 'build',
    generateBundle(_options, bundle) {
      const files = Object.keys(bundle)
        .filter((name) => name !== 'sw.js')
        .sort();
      this.emitFile({ type: 'asset', fileName: 'sw.js', source: serviceWorkerSource(files) });
    },
  };
}

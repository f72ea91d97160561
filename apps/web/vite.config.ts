import { defineConfig } from 'vite';
import { serviceWorker } from './scripts/service-worker.js';

// base './': every URL in the build is relative, so the folder works under a Pages subpath
// (https://<owner>.github.io/knights-tour/) and from any static file server.
export default defineConfig({
  base: './',
  build: {
    target: 'es2022',
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
  },
  worker: { format: 'es' },
  // sw.js: every file of the build cached for offline use.
  plugins: [serviceWorker()],
});

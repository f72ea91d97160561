import { type BrowserServer, chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { CHROMIUM, CHROMIUM_ARGS, hasChromium } from './chromium.js';

// One Chromium for the whole run (vitest's global setup): the test files connect to it and
// share a context per device (harness.ts; storage, service workers and permissions of the
// tests alone, as a fresh profile gives), instead of starting a browser per file (a few
// seconds each on a busy machine).

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where the run's Chromium listens (empty when there is none here). */
    chromiumEndpoint: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  let server: BrowserServer | undefined;
  if (hasChromium) {
    server = await chromium.launchServer({
      executablePath: CHROMIUM,
      headless: true,
      args: CHROMIUM_ARGS,
    });
  }
  project.provide('chromiumEndpoint', server?.wsEndpoint() ?? '');
  return async () => {
    await server?.close();
  };
}

import { existsSync } from 'node:fs';

// Debian's Chromium, as packages/e2e drives it: no browser download. .ci/run installs it;
// elsewhere the browser tests are skipped when it is missing, never in CI.

export const CHROMIUM = '/usr/bin/chromium';
export const hasChromium = existsSync(CHROMIUM);
/** Whether the browser tests run here. */
export const browserTests = hasChromium || Boolean(process.env.CI);

/** Headless, no GPU, nothing asked of the network by the browser itself. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

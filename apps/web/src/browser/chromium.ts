import { existsSync } from 'node:fs';

// Debian's Chromium, as packages/e2e drives it: no browser download. .ci/run installs it.
// Debian's headless shell (package chromium-headless-shell, the build Playwright itself drives
// headless) when it is there: the same engine without the browser's window machinery, about
// a quarter less CPU for the same tests; else the full browser, headless. Elsewhere the browser
// tests are skipped when neither is installed, never in CI.

const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
export const CHROMIUM = existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium';
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

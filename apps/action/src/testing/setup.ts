import { rmSync } from 'node:fs';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { newScratch, newWorkspace, scratch } from './step.js';

// Run before every test file (a setup file is, where step.ts is imported once for all the
// files of the process): a directory of the file's own, and a fresh workspace for each test.
beforeAll(newScratch);
beforeEach(newWorkspace);
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

#!/usr/bin/env node
// Writes schema/sweep-results.json from the constants of the built package (build first;
// `pnpm --filter @knights-tour/sweep run schema` builds, writes and formats it). The test
// src/node/schema.test.ts fails when the committed file says anything else.
import { writeFileSync } from 'node:fs';
import { resultFileSchema } from '../dist/node/schema.js';

writeFileSync(
  new URL('../schema/sweep-results.json', import.meta.url),
  `${JSON.stringify(resultFileSchema(), null, 2)}\n`,
);

#!/usr/bin/env node
// Thin wrapper: all logic lives in src/cli.ts (the package's `main`, dist/cli.js). This runs
// its bundle, dist/knights-tour.js, which loads only the command it runs (see build.mjs).
import { main } from '../dist/knights-tour.js';

process.exitCode = await main(process.argv.slice(2));

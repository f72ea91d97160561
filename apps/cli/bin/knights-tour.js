#!/usr/bin/env node
// Thin wrapper: all logic lives in dist/cli.js so it can be tested and imported.
import { main } from '../dist/cli.js';

process.exitCode = await main(process.argv.slice(2));

#!/usr/bin/env node
// A deliberately buggy Warnsdorff, to see what `knights-tour check-solver` reports. The bug: a
// later candidate with EQUALLY few onward moves replaces the best so far (`<=` where
// warnsdorff.mjs has `<`), so ties go to the last move in the order instead of the first.
// Checked against `--reference warnsdorff`, each walk is reported departing at its first tie.
import { main } from './warnsdorff.mjs';

process.exitCode = await main((candidate, best, degree) => degree[candidate] <= degree[best]);

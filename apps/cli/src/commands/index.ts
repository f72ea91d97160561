import type { Command } from '../command.js';
import { analyzeCommand } from './analyze.js';
import { checkSolverCommand } from './check-solver.js';
import { compareCommand } from './compare.js';
import { completionCommand } from './completion.js';
import { convertCommand } from './convert.js';
import { countCommand } from './count.js';
import { existsCommand } from './exists.js';
import { mergeCommand } from './merge.js';
import { renderCommand } from './render.js';
import { solveCommand } from './solve.js';
import { sweepCommand } from './sweep.js';
import { verifyCommand } from './verify.js';

/**
 * Every subcommand, in the order `--help` lists them. Add new commands here. `completion`
 * reads this list when it runs (a lazy reference, as citty's `subCommands`), so neither
 * module imports the other.
 */
export const COMMANDS: readonly Command[] = [
  solveCommand,
  verifyCommand,
  convertCommand,
  analyzeCommand,
  renderCommand,
  sweepCommand,
  mergeCommand,
  compareCommand,
  checkSolverCommand,
  countCommand,
  existsCommand,
  completionCommand(() => COMMANDS),
];

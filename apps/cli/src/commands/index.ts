import type { Command } from '../command.js';
import { renderCommand } from './render.js';
import { solveCommand } from './solve.js';
import { verifyCommand } from './verify.js';

/** Every subcommand, in the order `--help` lists them. Add new commands here. */
export const COMMANDS: readonly Command[] = [solveCommand, verifyCommand, renderCommand];

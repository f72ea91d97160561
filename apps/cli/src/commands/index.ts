import type { CommandEntry } from '../command.js';

/**
 * Every subcommand, in the order `--help` lists them, with its one-line summary. Add new
 * commands here. Each module is imported only when its command runs or shows its help
 * (`load`), so starting the CLI costs only the command it runs; `completion` reads this list
 * (and loads every command's options) when it runs.
 */
export const COMMANDS: readonly CommandEntry[] = [
  {
    name: 'solve',
    summary: 'find a tour of an n×n, WxH or WxHxD board and print it',
    load: async () => (await import('./solve.js')).solveCommand,
  },
  {
    name: 'verify',
    summary: 'check tour files in the styles solvers print, independently of the solver',
    load: async () => (await import('./verify.js')).verifyCommand,
  },
  {
    name: 'convert',
    summary: 'rewrite a tour file in another style (json, csv, text, algebraic, pairs)',
    load: async () => (await import('./convert.js')).convertCommand,
  },
  {
    name: 'analyze',
    summary:
      'tell what a tour is: closed, symmetric, its class id, crossings, magic, which rule made it',
    load: async () => (await import('./analyze.js')).analyzeCommand,
  },
  {
    name: 'render',
    summary: 'draw a tour or a failed walk as an SVG or PNG image',
    load: async () => (await import('./render.js')).renderCommand,
  },
  {
    name: 'sweep',
    summary: 'run a heuristic (or auto) from every start of many boards and count failures',
    load: async () => (await import('./sweep.js')).sweepCommand,
  },
  {
    name: 'merge',
    summary: 'combine the result files of sweep shards into one summary',
    load: async () => (await import('./merge.js')).mergeCommand,
  },
  {
    name: 'compare',
    summary: 'sweep several heuristics over the same instances and tabulate their failures',
    load: async () => (await import('./compare.js')).compareCommand,
  },
  {
    name: 'check-solver',
    summary: "run your own knight's-tour program over many boards and starts, verify every walk",
    load: async () => (await import('./check-solver.js')).checkSolverCommand,
  },
  {
    name: 'count',
    summary: 'count the closed or open tours of a board exactly, in all or per start square',
    load: async () => (await import('./count.js')).countCommand,
  },
  {
    name: 'exists',
    summary: 'say whether a tour exists (open or closed, from a start) and on what theorem',
    load: async () => (await import('./exists.js')).existsCommand,
  },
  {
    name: 'completion',
    summary: 'print a shell completion script (bash, zsh or fish)',
    load: async () => (await import('./completion.js')).completionCommand,
  },
];

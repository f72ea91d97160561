import { quote } from '@knights-tour/core';
import { runSweep } from '@knights-tour/sweep';
import {
  algorithmLabel,
  describeShard,
  planSweep,
  type Shard,
  type SweepSpec,
  shellQuote,
  summaryFields,
} from '@knights-tour/sweep/plan';
import { type Command, ExitCode, UsageError } from '../command.js';
import { checkOutputPath } from '../io.js';
import { str } from '../options.js';
import { withProgress } from '../progress-bar.js';
import {
  checkResultsPath,
  checkWork,
  interruptedMessage,
  PLAN_OPTIONS,
  parseReportFormat,
  parseShardOption,
  parseWorkers,
  sweepSpecOf,
} from '../sweep-options.js';
import { formatSummary } from '../sweep-report.js';

/** The command that continues an interrupted sweep. */
function resumeCommand(spec: SweepSpec, shard: Shard | undefined, verify: boolean, out: string) {
  return [
    'knights-tour sweep',
    `--sizes ${shellQuote(spec.sizes)}`,
    `--starts ${spec.starts}`,
    `--algorithm ${spec.algorithm}`,
    ...(spec.seed === undefined ? [] : [`--seed ${spec.seed}`]),
    ...(shard ? [`--shard ${shard.index}/${shard.count}`] : []),
    ...(verify ? ['--verify'] : []),
    `--out ${shellQuote(out)}`,
    '--resume',
  ].join(' ');
}

export const sweepCommand: Command = {
  help: `Usage: knights-tour sweep --sizes LIST [options]

Runs one heuristic from every start square of a set on every board of a size list, on
worker threads, and reports the instances, the failures (board and start), per-size counts
and, for the algorithms that retry (octaml16, octaml16-3d, auto), how many attempts the
tours needed; for auto also which method answered each instance (octaml16, a construction,
search, or no tour). Boxes (WxHxD, docs/three-d.md) may be mixed with 2-D boards when the
algorithm runs on both (the 3-D heuristics do). Exit 0 when nothing failed, 1 when some
instance failed, 2 on bad input, 130 when interrupted (Ctrl-C or SIGTERM).

Options:
      --sizes LIST       board sizes: 5-80, 5,7,9-12, 8x10 or 5-8x5-8 (every width x height);
                         3-D boxes: 6x6x6 or 3-12x3-12x3-12 (every width x height x depth)
      --starts SET       all (default), octant, paper-octant1, paper-quadrant2, corner,
                         fundamental (one per symmetry class); on 3-D boxes all, fundamental,
                         corner
  -a, --algorithm NAME   any heuristic of 'knights-tour solve --help' (default octaml16;
                         octaml16-3d when a box is among the sizes), or auto (OctAML16, then
                         a construction or search where it fails: what 'solve' does)
      --seed N           the algorithms with random ties (warnsdorff): break them at random,
                         reproducibly (0..2^32-1)
  -w, --workers N        worker threads (default: one per core); results do not depend on it;
                         a small plan starts fewer: one per batch of ~10^6 squares at most
      --shard i/k        run only shard i of k (cost-balanced); combine shards with 'merge'
  -o, --out FILE         keep a result file up to date as tasks finish (for --resume and merge);
                         a regular file, not /dev/stdout (the summary goes there anyway)
      --resume           continue from --out, skipping the tasks it holds (a missing file
                         starts afresh; a file of another sweep or shard, or one whose
                         records do not add up or whose checksums fail, is refused)
      --verify           re-check every complete tour with the independent verifier
  -f, --format FORMAT    text (readable report, default) or json (the summary)
      --yes              accept a long run: without it, a sweep estimated at more than 1e12
                         squares (about 3 hours of one worker) is refused with the estimate

A progress bar is drawn on stderr when it is a terminal. Ctrl-C (or SIGTERM) stops cleanly:
the --out file keeps every finished task and the message says how to resume. An existing --out file
is replaced only when the new result is complete (with --resume, the sweep continues it);
a lock file beside it (FILE.lock) stops a second sweep from writing the same file.

Examples:
  knights-tour sweep --sizes 5-80 --starts paper-quadrant2 --algorithm aml
  knights-tour sweep --sizes 5-80 --starts paper-quadrant2 --format json
  knights-tour sweep --sizes 3-12x3-12 --algorithm auto
  knights-tour sweep --sizes 3-8x3-8x3-8 --algorithm octaml16-3d
  knights-tour sweep --sizes 5-12,3x4x5 --algorithm warnsdorff3d
  knights-tour sweep --sizes 3-24x3-24x3-24 --starts fundamental --shard 1/4 --out 3d-1.json
  knights-tour sweep --sizes 5-50 --algorithm warnsdorff --seed 7
  knights-tour sweep --sizes 5-430 --starts paper-octant1 --shard 2/8 --out shard2.json
  knights-tour sweep --sizes 5-430 --starts paper-octant1 --shard 2/8 --out shard2.json --resume`,
  options: {
    ...PLAN_OPTIONS,
    algorithm: { type: 'string', short: 'a' },
    seed: { type: 'string' },
    verify: { type: 'boolean' },
  },
  async run(positionals, values, io) {
    if (positionals.length > 0) {
      throw new UsageError(`sweep takes no positional arguments, got ${quote(positionals[0]!)}`);
    }
    const spec = sweepSpecOf(values, str(values.algorithm), str(values.seed));
    const shard = parseShardOption(values);
    const workers = parseWorkers(values);
    const format = parseReportFormat(str(values.format));
    const out = str(values.out);
    const resume = values.resume === true;
    const verify = values.verify === true;
    if (resume && out === undefined) {
      throw new UsageError('--resume needs --out FILE (the result file to continue)');
    }
    if (out !== undefined) {
      checkOutputPath(out);
      checkResultsPath('sweep', out);
    }
    const plan = planSweep(spec, shard);
    checkWork([plan], values, 'this sweep');

    const run = await withProgress(io, algorithmLabel(spec), (signal, onProgress) =>
      runSweep({ plan, workers, verify, out, resume, signal, onProgress }),
    );
    const { summary, interrupted } = run;
    const notes = shard ? [`${describeShard(shard)} of the plan`] : [];
    io.stdout.write(
      format === 'json'
        ? `${JSON.stringify(summaryFields(summary), null, 2)}\n`
        : formatSummary(summary, notes),
    );
    if (interrupted) {
      io.stderr.write(
        interruptedMessage(summary, out, run.saved, (file) =>
          resumeCommand(spec, shard, verify, file),
        ),
      );
      return ExitCode.Interrupted;
    }
    return summary.failures === 0 ? ExitCode.Ok : ExitCode.Negative;
  },
};

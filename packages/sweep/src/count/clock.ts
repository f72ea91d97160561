import type { CountRun } from './count-one.js';
import type { CountJobProgress } from './progress.js';

/** Progress of a job: the share done (weighted by live profiles per step), rate and time left. */
export class JobClock {
  private run: CountRun | undefined;
  private steps = 1;
  private weights: number[] = [];
  private weightTotal = 0;
  private weightDone = 0;
  private currentWeight = 0;
  private stepExpanded = 0;
  private stepStates = 1;
  private expandedTotal = 0;
  private frontierStart = 0;
  private phase: CountJobProgress['phase'] = 'profiles';
  private lastStep = 0;
  private lastStates = 0;
  private rows = 1;

  constructor(
    private readonly began: number,
    private readonly counts: number,
    private readonly onProgress: ((progress: CountJobProgress) => void) | undefined,
  ) {}

  begin(run: CountRun, steps: number, rows: number): void {
    this.run = run;
    this.steps = steps;
    this.rows = rows;
    this.weightDone = 0;
    this.weights = [];
  }

  /** The frontier steps weigh as their layers' live profiles. */
  weigh(liveCounts: number[]): void {
    this.weights = liveCounts.map((n) => Math.max(1, n));
    this.weightTotal = this.weights.reduce((a, b) => a + b, 0);
    this.weightDone = 0;
    this.frontierStart = Date.now();
    this.expandedTotal = 0;
    this.stepStates = 1;
    this.stepExpanded = 0;
    this.currentWeight = this.weights[0] ?? 0;
  }

  step(phase: CountJobProgress['phase'], step: number, states: number): void {
    this.phase = phase;
    this.lastStep = step;
    if (phase === 'frontiers') {
      this.weightDone += this.currentWeight;
      this.currentWeight = this.weights[step] ?? 0;
      this.stepStates = Math.max(1, states);
      this.stepExpanded = 0;
    }
    this.lastStates = states;
    this.report();
  }

  expanded(states: number): void {
    this.stepExpanded += states;
    this.expandedTotal += states;
    this.report();
  }

  private report(): void {
    if (!this.onProgress || !this.run) return;
    const { run } = this;
    // A run's profile passes count for a tenth of it: they are far smaller than its frontiers.
    const profileShare = 0.1;
    let within: number;
    if (this.phase === 'frontiers') {
      const inStep = Math.min(1, this.stepExpanded / this.stepStates) * this.currentWeight;
      within =
        profileShare +
        (1 - profileShare) * ((this.weightDone + inStep) / Math.max(1, this.weightTotal));
    } else {
      const half = this.phase === 'profiles' ? 0 : 0.5;
      within = profileShare * (half + (0.5 * this.lastStep) / this.steps);
    }
    const fraction = (run.count - 1 + within) / this.counts;
    const now = Date.now();
    const elapsedMs = now - this.began;
    const etaMs =
      fraction > 0.02 && elapsedMs > 2000 ? (elapsedMs * (1 - fraction)) / fraction : Number.NaN;
    const frontierMs = now - this.frontierStart;
    const columns = this.steps / this.rows;
    this.onProgress({
      count: run.count,
      counts: run.counts,
      ...(run.square ? { square: run.square } : {}),
      phase: this.phase,
      step: this.lastStep,
      steps: this.steps,
      column: Math.min(columns, Math.floor(this.lastStep / this.rows) + 1),
      columns,
      states: this.lastStates,
      rate:
        this.phase === 'frontiers' && frontierMs > 0 ? (this.expandedTotal * 1000) / frontierMs : 0,
      fraction,
      etaMs,
      elapsedMs,
      memory: process.memoryUsage.rss(),
    });
  }
}

/** An error annotation: `::error file=…,line=…::message` in the log, shown on the run and the diff. */
export interface Annotation {
  readonly message: string;
  readonly title: string;
  /** Path relative to the workspace, when the problem is in a file. */
  readonly file?: string;
  readonly line?: number;
  readonly column?: number;
}

/** What a mode hands back to {@link run}: outputs, annotations and the job summary. */
export interface Outcome {
  /** Instances run (sweep) or files checked (verify). */
  readonly instances: number;
  /** Failed instances (sweep) or invalid files (verify). */
  readonly failures: number;
  readonly annotations: readonly Annotation[];
  /** The job summary, as Markdown. */
  readonly markdown: string;
  /** True when a cancellation stopped the run before the end. */
  readonly interrupted: boolean;
  /** Set when results are missing (a merge without every shard): the step's one-line failure. */
  readonly incomplete?: string;
  /** One line for the step's failure message when there are failures. */
  readonly failureText: string;
}

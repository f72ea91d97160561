import { type Board, boardName, cellAt, plural, squareLabel, unitOf } from '@knights-tour/core';
import type { CompactTourLike, TourDocumentLike } from '../object-reader.js';
import type { ParsedTour } from '../parsed-tour.js';
import { type TourMagic, tourMagic } from './magic.js';
import { describeMatch, type KnownRule, matchRules, type RuleMatch } from './rules.js';
import { type TourShape, tourShape } from './shape.js';
import { classify, type TourSymmetry } from './symmetry.js';
import { tourWalk } from './walk.js';
import { warnsdorffTail } from './warnsdorff.js';

/** Options of {@link analyzeTour}. */
export interface AnalyzeOptions {
  /** Rules to try from the tour's first square (see {@link KnownRule}); none by default. */
  readonly rules?: readonly KnownRule[];
}

/** What a tour is, beyond valid: see {@link analyzeTour}. */
export interface TourAnalysis {
  readonly board: Board;
  /** Squares (cells) of the board: the tour's length. */
  readonly squares: number;
  /** Its last square is a knight move from its first. */
  readonly closed: boolean;
  /** The maps of the board other than the identity that carry the tour onto itself. */
  readonly symmetries: readonly TourSymmetry[];
  /** Maps that fix it, the identity included: 1 asymmetric, 2 two-fold, 4 four-fold … */
  readonly symmetryOrder: number;
  /** The least of its images as flat indices (a closed tour from square 0): the same for every tour of its class. */
  readonly canonical: Int32Array;
  /** A short stable id of its class: the board, `c`/`o`, 12 hex digits (`6x6-c-1f3a9c0b7d2e`). */
  readonly classId: string;
  readonly shape: TourShape;
  /** 2-D boards: whether its numbering is a (semi-)magic square. */
  readonly magic: TourMagic | undefined;
  /** How many of its last moves follow Warnsdorff's rule (at least 4 for every tour: Ganzfried 2004, Thm 2.2). */
  readonly warnsdorffTail: number;
  /** The rules given that walk exactly this tour. */
  readonly producedBy: readonly RuleMatch[];
  /** How many rules were tried. */
  readonly rulesTried: number;
  /** `(x,y)` of the first and the last square, for reports. */
  readonly start: string;
  readonly end: string;
}

/**
 * Analyses a complete tour (check it first with `verifyTour`: anything else throws
 * `TourFormatError`): open or closed; which of the board's maps fix it, with or without
 * reversing it; its canonical form and class id, so two people can tell whether they found
 * the same tour; how often its moves cross and how it turns; whether its numbering is magic;
 * how many of its last moves follow Warnsdorff's rule; and which of the given rules walk it.
 */
export function analyzeTour(
  tour: ParsedTour | TourDocumentLike | CompactTourLike,
  options: AnalyzeOptions = {},
): TourAnalysis {
  const walk = tourWalk(tour);
  const { board, squares } = walk;
  const klass = classify(walk);
  const rules = options.rules ?? [];
  const label = (s: number) => squareLabel(cellAt(board, s));
  return {
    board,
    squares: squares.length,
    closed: walk.closed,
    symmetries: klass.symmetries,
    symmetryOrder: klass.order,
    canonical: klass.canonical,
    classId: klass.id,
    shape: tourShape(walk),
    magic: tourMagic(walk),
    warnsdorffTail: warnsdorffTail(walk),
    producedBy: matchRules(walk, rules),
    rulesTried: rules.length,
    start: label(squares[0]!),
    end: label(squares[squares.length - 1]!),
  };
}

/** `two-fold (rot180)`, `none (asymmetric)`: the symmetry in a few words. */
export function describeSymmetry(analysis: TourAnalysis): string {
  const { symmetries, symmetryOrder } = analysis;
  if (symmetries.length === 0) return 'none (asymmetric)';
  const fold =
    ['', 'no', 'two-fold', 'three-fold', 'four-fold'][symmetryOrder] ?? `${symmetryOrder}-fold`;
  const maps = symmetries.map((s) => `${s.name}${s.reversed ? ' reversed' : ''}`).join(', ');
  return `${fold} (${maps})`;
}

/** The analysis as text lines, for the CLI and reports. */
export function describeAnalysis(analysis: TourAnalysis): string[] {
  const { board, shape, magic } = analysis;
  const unit = unitOf(board);
  const lines = [
    `${analysis.closed ? 'closed' : 'open'} tour of ${boardName(board)} (${analysis.squares} ${unit}) from ${analysis.start}`,
    `  symmetry: ${describeSymmetry(analysis)}`,
    `  class: ${analysis.classId} (canonical form from ${canonicalHead(analysis)})`,
    `  ${shape.crossings !== undefined ? `crossings: ${shape.crossings}; ` : ''}turns: ${shape.turns}, straight on: ${shape.straight} (${Object.entries(
      shape.angles,
    )
      .sort(([a], [b]) => Number(a) - Number(b))
      .map(([angle, n]) => `${n} at ${angle}°`)
      .join(', ')})`,
  ];
  if (magic) {
    lines.push(
      `  magic: ${
        magic.kind === 'none'
          ? 'no (rows and columns do not all sum alike)'
          : `${magic.kind}${magic.constant !== undefined ? `, magic constant ${magic.constant}` : `, rows sum to ${magic.rows}, columns to ${magic.columns}`}`
      }`,
    );
  }
  lines.push(
    `  Warnsdorff: the last ${plural(analysis.warnsdorffTail, 'move')} follow his rule (every tour's last 4 do: Ganzfried 2004, Theorem 2.2)`,
  );
  if (analysis.rulesTried > 0) {
    lines.push(
      analysis.producedBy.length > 0
        ? `  produced by: ${analysis.producedBy.map((m) => describeMatch(m, analysis.end)).join('; ')}`
        : `  produced by: none of the ${plural(analysis.rulesTried, 'rule')} tried walks it from its first or last square`,
    );
  }
  return lines;
}

/** The first squares of the canonical form: `(0,0) (1,2) (2,4) …`. */
function canonicalHead(analysis: TourAnalysis): string {
  const head = Array.from(analysis.canonical.subarray(0, 3), (s) =>
    squareLabel(cellAt(analysis.board, s)),
  );
  return `${head.join(' ')} …`;
}

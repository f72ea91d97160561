// construct/: closed tours built from blocks: the cut rules, the stored base tours and the joins.
// May import board/, engine/ and search/.
export * from './blocks.js';
export * from './closed.js';
export * from './closed-bases.js';

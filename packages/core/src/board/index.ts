// board/: one board of any dimension (a 2-D board is a box of depth 1): its size grammar and
// limits, squares and their names, colours, knight moves, regions, symmetries, start sets and
// the tour record. Imports only text/.
export * from './board.js';
export * from './colour.js';
export * from './fields.js';
export * from './moves.js';
export * from './regions.js';
export * from './sizes.js';
export * from './square.js';
export * from './starts.js';
export * from './symmetry.js';
export * from './tour.js';

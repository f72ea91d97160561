// board/: the board and its squares, knight moves, regions, symmetries, start sets and the tour record.
// The lowest layer: imports nothing else from core.
export * from './board.js';
export * from './moves.js';
export * from './regions.js';
export * from './starts.js';
export * from './symmetry.js';
export * from './tour.js';

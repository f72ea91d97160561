// three-d/: the 3-D walk engine (docs/three-d.md): its 24 moves, chamber maps and the walk.
// Boxes themselves are board/'s (a board of depth > 1); the facade picks this engine for them.
export * from './moves.js';
export * from './symmetry.js';
export * from './walk.js';

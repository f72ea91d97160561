// @knights-tour/core/internal: engine and construction internals for this repository's own
// scripts and benchmarks (scripts/*.mjs, bench/). Not public API: any release may change it.
export { puncturedTour } from './construct/closed.js';
export { baseKey, joinEdges, puncturedCuts, STRIP_EDGE } from './construct/index.js';
export { cellOf, createGeometry, type Geometry, rankTable, Walker } from './engine/index.js';

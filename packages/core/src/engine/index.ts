// engine/: the walk engine: padded geometry, priority orders, the greedy walker, interleaved walks and the WebAssembly kernel.
// May import board/ only.
export * from './geometry.js';
export * from './interleave.js';
export * from './orders.js';
export * from './walk.js';
export * from './wasm.js';

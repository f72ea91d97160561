// search/: exact search (backtracking with pruning), counting tours and the existence answers.
// May import board/ and engine/.
export * from './complete.js';
export * from './count.js';
export * from './exists.js';
export * from './frontier/estimate.js';
export * from './frontier/frontier-count.js';
export * from './search.js';

// text/: the lowest layer: the error type and the wording rules every package above shares.

export * from './duration.js';
export * from './errors.js';
export * from './names.js';
export * from './quote.js';

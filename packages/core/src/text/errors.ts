/** Thrown for any input the library cannot work with (bad size, square off the board, …). */
export class KnightsTourError extends Error {
  override readonly name = 'KnightsTourError';
}

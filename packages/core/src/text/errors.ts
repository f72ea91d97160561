/** Thrown for any input the library cannot work with (bad size, square off the board, …). */
export class KnightsTourError extends Error {
  override readonly name = 'KnightsTourError';
}

/**
 * The one way a boundary re-throws core's errors as its own (a usage error, a reading error
 * naming its option, an Action input error): runs `work`, and a {@link KnightsTourError} it
 * throws becomes `as(error)`, keeping the original as `cause` (`as` may return the error
 * itself to let it pass); anything else passes through untouched. Work that returns a promise or an async iterable (a stream of chunks) is
 * re-thrown the same way when it rejects or fails while iterated.
 */
export function rethrowAs<T>(work: () => T, as: (error: KnightsTourError) => Error): T {
  const rethrow = (error: unknown): never => {
    if (!(error instanceof KnightsTourError)) throw error;
    const own = as(error);
    // As `new Error(message, { cause })` would: one own, non-enumerable property.
    if (own !== error && own.cause === undefined) {
      Object.defineProperty(own, 'cause', { value: error, writable: true, configurable: true });
    }
    throw own;
  };
  let result: T;
  try {
    result = work();
  } catch (error) {
    return rethrow(error);
  }
  if (result instanceof Promise) return result.catch(rethrow) as T;
  if (isAsyncIterable(result)) {
    const source = result;
    return (async function* () {
      try {
        yield* source;
      } catch (error) {
        rethrow(error);
      }
    })() as T;
  }
  return result;
}

function isAsyncIterable(value: unknown): value is AsyncIterable<unknown> {
  return typeof (value as AsyncIterable<unknown> | null)?.[Symbol.asyncIterator] === 'function';
}

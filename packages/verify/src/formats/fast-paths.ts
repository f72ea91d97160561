/**
 * Whether the readers take their fast paths: the JSON lexer's entries of plain integers
 * (json/lexer.ts) and a streaming CSV's rows (reader.ts). Always on in use; the tests and the
 * benchmark turn them off to compare with the precise reader alone, on the same chunks.
 *
 * `boardCells`: the cells of a board of step numbers held before its layout (labels) is
 * decided and its later rows stream, on the fast path (board/grid.ts). 2^20 in use; a test
 * lowers it to reach those rows on a board of thousands of squares instead of a million.
 */
export const fastPaths = { enabled: true, boardCells: 2 ** 20 };

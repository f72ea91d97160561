/**
 * Whether the readers take their fast paths: the JSON lexer's entries of plain integers
 * (json/lexer.ts) and a streaming CSV's rows (reader.ts). Always on in use; the tests and the
 * benchmark turn them off to compare with the precise reader alone, on the same chunks.
 */
export const fastPaths = { enabled: true };

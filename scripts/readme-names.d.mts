/** See readme-names.mjs. */
export declare function readmeNames(
  packageDir: URL,
  entries: readonly string[],
): {
  exported: Set<string>;
  listed: string[];
  missing: string[];
  unexported: string[];
};

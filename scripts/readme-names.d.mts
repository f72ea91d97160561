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

/** See readme-names.mjs: the README test of a package, one entry source path to its import. */
export declare function describePublicNames(
  packageDir: URL,
  entries: Readonly<Record<string, () => Promise<object>>>,
): void;

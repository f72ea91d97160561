/** See wat-fresh.mjs: the test that a package's embedded module is a fresh build of `wat`. */
export declare function itIsFresh(packageDir: URL, wat: string): void;

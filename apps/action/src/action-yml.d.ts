// action.yml, imported as a module: build.mjs (and vitest.config.ts for the tests) turn it into
// its inputs at build time, so the defaults are written once, in action.yml.
declare module '*/action.yml' {
  const action: {
    readonly inputs: Readonly<
      Record<string, { readonly default?: string; readonly required?: boolean } | undefined>
    >;
  };
  export default action;
}

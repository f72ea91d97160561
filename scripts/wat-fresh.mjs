// A package that embeds a WebAssembly module (core's sweep and frontier kernels, verify's tour
// check) tests that the bytes it ships are what its .wat source assembles to today.
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

const ASSEMBLER = fileURLToPath(new URL('./assemble-wat.mjs', import.meta.url));

/** Declares the test that `wat` (a path inside `packageDir`) is embedded as a fresh build makes it. */
export function itIsFresh(packageDir, wat) {
  it('is embedded exactly as a fresh build of its source assembles it', () => {
    const out = execFileSync(process.execPath, [ASSEMBLER, wat, '--check'], {
      cwd: fileURLToPath(packageDir),
      encoding: 'utf8',
    });
    expect(out).toMatch(/committed bytes equal a fresh build/);
  });
}

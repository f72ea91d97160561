import { spawnSync } from 'node:child_process';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { commandLine, commandWords, parseCommand, shellQuote } from './command.js';

const instance = { width: 7, height: 9, x: 2, y: 5 };
const words = (text: string) => commandWords(parseCommand(text), instance);

describe('parseCommand', () => {
  it('splits like a shell and substitutes each placeholder in its word', () => {
    expect(words('python3 my_aml.py {width} {height} {x} {y}')).toEqual([
      'python3',
      'my_aml.py',
      '7',
      '9',
      '2',
      '5',
    ]);
    expect(words(`./solve --size={width}x{height} "--start {x},{y}" 'n={n}'`)).toEqual([
      './solve',
      '--size=7x9',
      '--start 2,5',
      'n=7',
    ]);
    expect(parseCommand('a {x} {y} {n}').uses).toEqual(new Set(['x', 'y', 'n']));
  });

  it('keeps quotes, backslashes, empty words and literal braces as a shell does', () => {
    expect(words(`a 'it'\\''s' "say \\"hi\\"" '' b\\ c \\{x\\} '{"k": 1}'`)).toEqual([
      'a',
      "it's",
      'say "hi"',
      '',
      'b c',
      '{x}',
      '{"k": 1}',
    ]);
    expect(words('  a\t\tb \\\n c  ')).toEqual(['a', 'b', 'c']);
  });

  it('refuses what only a shell would do, in one line that says what to write', () => {
    const cases: [string, RegExp][] = [
      ['', /is empty/],
      ['   ', /is empty/],
      ['./solve {w}', /unknown placeholder \{w\}.*\{n\}, \{width\}/],
      ['./solve {widht}', /did you mean width\?/],
      ['./solve {n} | tail -1', /holds '\|', which only a shell understands.*sh -c/],
      ['./solve > out.txt', /holds '>'/],
      ['./solve; rm -rf x', /holds ';'/],
      ['./solve $HOME', /holds '\$'/],
      ['./solve "$HOME"', /inside double quotes, which a shell would expand/],
      ['./solve `id`', /holds '`'/],
      ["./solve 'open", /unterminated quote '/],
      ['./solve "open', /unterminated quote "/],
      ['./solve \\', /ends with a backslash/],
      ['~/bin/solve {n}', /'~'.*write the path in full/],
      ['{n}.sh', /names its program with a placeholder/],
    ];
    for (const [text, message] of cases) {
      expect(() => parseCommand(text), text).toThrow(message);
    }
  });

  it('reads back every command line it prints (commandLine), whatever the words', () => {
    // No control characters (printed as $'…', which is shell syntax the reader refuses) and
    // no braces (which could spell a placeholder).
    const word = fc
      .string({ unit: 'grapheme', maxLength: 12 })
      .filter((w) => !/[{}\p{Cc}]/u.test(w));
    fc.assert(
      fc.property(fc.array(word, { minLength: 1, maxLength: 6 }), (ws) => {
        fc.pre(ws[0] !== '');
        expect(commandWords(parseCommand(commandLine(ws)), instance)).toEqual(ws);
      }),
    );
  });
});

describe('shellQuote', () => {
  it('leaves plain words alone and quotes the rest', () => {
    expect(shellQuote('5-80')).toBe('5-80');
    expect(shellQuote('out/results.json')).toBe('out/results.json');
    expect(shellQuote('my results.json')).toBe("'my results.json'");
    expect(shellQuote('')).toBe("''");
    expect(shellQuote('a\x1bb')).toBe("$'a\\x1bb'");
  });

  it('a shell reads every word back unchanged', () => {
    const plain = ["it's", 'a b', '$HOME', '`x`', '5,7 9', '"q"', '*.json', "'", '~'];
    // $'…' (control characters) is bash's, zsh's and ksh's, not dash's.
    const controls = ['x\ny', 'e\x1b[0m', 'tab\there'];
    for (const [shell, all] of [
      ['sh', plain],
      ['bash', [...plain, ...controls]],
    ] as const) {
      const echoed = spawnSync(shell, ['-c', `printf '%s\\0' ${all.map(shellQuote).join(' ')}`], {
        encoding: 'utf8',
      });
      expect(echoed.stdout.split('\0').slice(0, -1), shell).toEqual(all);
    }
  });
});

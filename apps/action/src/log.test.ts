import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { escapeLog } from './log.js';

describe('escapeLog', () => {
  it('keeps every string on one line, with no byte that moves a terminal', () => {
    expect(escapeLog('a\nb\r\nc\u2028d')).toBe('a\\x0ab\\x0d\\x0ac\\u2028d');
    expect(escapeLog('\u001b[31mred\u001b]0;title\u0007\u009b')).toBe(
      '\\x1b[31mred\\x1b]0;title\\x07\\x9b',
    );
  });

  it('leaves no workflow command anywhere in a string', () => {
    expect(escapeLog('::warning::INJECTED')).toBe(':\\x3awarning:\\x3aINJECTED');
    expect(escapeLog('x\n::add-mask::s')).toBe('x\\x0a:\\x3aadd-mask:\\x3as');
    expect(escapeLog('##[error]old style')).toBe('#\\x23[error]old style');
    expect(escapeLog(':::')).toBe(':\\x3a:');
  });

  it('leaves ordinary text alone', () => {
    const line =
      'aml: failed on 7x7 from (0,0): reached 40 of 49 squares, 100% · ✅ tours/a b.json';
    expect(escapeLog(line)).toBe(line);
  });
});

describe('the Action’s log', () => {
  it('is written only through log.ts: no other module prints with @actions/core', () => {
    const dir = new URL('.', import.meta.url);
    const printing = /\bcore\.(info|warning|error|notice|debug|setFailed|group|startGroup)\(/;
    const offenders = readdirSync(dir)
      .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && f !== 'log.ts')
      .filter((f) => printing.test(readFileSync(new URL(f, dir), 'utf8')));
    expect(offenders).toEqual([]);
  });
});

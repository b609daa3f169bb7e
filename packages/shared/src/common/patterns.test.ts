/// <reference types="vite/client" />
// Every regular expression of this package must run in time linear in its input: a pattern that
// backtracks (two neighbouring parts that can match the same characters) lets one long field block the
// server's event loop for seconds or minutes. The patterns are found, not listed, so a new one cannot
// slip past: every RegExp a module exports, and every regex literal written in the sources.
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const modules = import.meta.glob<Record<string, unknown>>(['/src/**/*.ts', '!/src/**/*.test.ts', '!/src/testing/**'], {
  eager: true,
});
const sources = import.meta.glob<string>(['/src/**/*.ts', '!/src/**/*.test.ts', '!/src/testing/**'], {
  eager: true,
  query: '?raw',
  import: 'default',
});

interface FoundPattern {
  /** Where it is written: 'auth/auth.schemas.ts: RESET_CODE_PATTERN' or 'orders/card-format.ts:6'. */
  where: string;
  pattern: RegExp;
}

const fileName = (key: string) => key.replace(/^\/src\//, '');

function exportedPatterns(): FoundPattern[] {
  return Object.entries(modules).flatMap(([file, exports]) =>
    Object.entries(exports)
      .filter((entry): entry is [string, RegExp] => entry[1] instanceof RegExp)
      .map(([name, pattern]) => ({ where: `${fileName(file)}: ${name}`, pattern })),
  );
}

interface SourceScan {
  literals: FoundPattern[];
  /** `RegExp(...)` calls whose result is not an exported constant, so neither list can time it. */
  untimedConstructors: string[];
}

function isExportedConst(node: ts.Node): boolean {
  let current: ts.Node | undefined = node;
  while (current && !ts.isVariableStatement(current)) current = current.parent;
  return !!current?.modifiers?.some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword);
}

function scanSources(): SourceScan {
  const scan: SourceScan = { literals: [], untimedConstructors: [] };
  for (const [file, text] of Object.entries(sources)) {
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
    const where = (node: ts.Node) =>
      `${fileName(file)}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
    const visit = (node: ts.Node): void => {
      if (node.kind === ts.SyntaxKind.RegularExpressionLiteral) {
        const literal = node.getText();
        const end = literal.lastIndexOf('/');
        scan.literals.push({ where: where(node), pattern: new RegExp(literal.slice(1, end), literal.slice(end + 1)) });
      }
      if (
        (ts.isNewExpression(node) || ts.isCallExpression(node)) &&
        ts.isIdentifier(node.expression) &&
        node.expression.text === 'RegExp' &&
        !isExportedConst(node)
      ) {
        scan.untimedConstructors.push(where(node));
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return scan;
}

/**
 * The fixed text a pattern starts with, as far as it reads plainly: '^ORD-\d+' gives 'ORD-',
 * '^https?:\/\/' gives 'http://' (an optional character is left out).
 */
function fixedOpening(pattern: RegExp): string {
  const source = pattern.source;
  if (!source.startsWith('^')) return '';
  let opening = '';
  let i = 1;
  while (i < source.length) {
    let char = source[i]!;
    let width = 1;
    if (char === '\\') {
      const escaped = source[i + 1] ?? '';
      if (/^[A-Za-z0-9]$/.test(escaped)) break; // \d, \s, \b...: a class, not one character
      char = escaped;
      width = 2;
    } else if ('[](){}|.*+?^$'.includes(char)) {
      break;
    }
    const next = source[i + width];
    if (next === '?') {
      i += width + 1;
      continue;
    }
    opening += char;
    if (next === '*' || next === '+' || next === '{') break;
    i += width;
  }
  return opening;
}

// Long runs of the characters pattern parts accept, alone and in pairs ('a.a.a.', '@@@@'), behind the
// openings that get past a pattern's fixed start, and ended by a character that makes the match fail
// at the very end: the inputs on which a backtracking pattern tries every way of splitting the run.
const RUN_LENGTH = 50_000;
const RUN_CHARACTERS = ['a', 'Z', '0', '.', '-', '_', '@', ' ', '/', ':', '+', ',', '#', 'é'];
const ENDINGS = ['!', ' ', '@'];
const COMMON_OPENINGS = ['', 'a', 'a@', 'a@a.', '0'];

const UNITS = [
  ...RUN_CHARACTERS,
  ...RUN_CHARACTERS.flatMap((a) => RUN_CHARACTERS.filter((b) => b !== a).map((b) => a + b)),
];
const runs = UNITS.map((unit) => ({ unit, text: unit.repeat(RUN_LENGTH / unit.length) }));

// The machine running the tests may pause (garbage collection, other processes): a slow answer is
// measured again, and only one slow every time counts. A backtracking pattern is slow every time.
const ATTEMPTS = 3;

function fastestMs(run: () => void): number {
  let fastest = Infinity;
  for (let attempt = 0; attempt < ATTEMPTS && fastest > LIMIT_MS; attempt++) {
    const start = performance.now();
    run();
    fastest = Math.min(fastest, performance.now() - start);
  }
  return fastest;
}

const LIMIT_MS = 50;
// A global pattern is also used to find every match (replace, split). That may take longer in
// proportion to the matches found, never more; it is timed on the one-character runs, since finding
// every match of every input would take minutes.
const MS_PER_MATCH = 0.01;

interface SlowInput {
  where: string;
  input: string;
  ms: number;
}

function describeInput(opening: string, unit: string, ending: string): string {
  return `${JSON.stringify(opening)} + ${JSON.stringify(unit)} x ${RUN_LENGTH / unit.length} + ${JSON.stringify(ending)}`;
}

/** The first adversarial input on which `pattern` takes longer than LIMIT_MS, or null. */
function firstSlowInput({ where, pattern }: FoundPattern): SlowInput | null {
  // A global pattern keeps its place between calls: test() runs on a copy without the flag.
  const single = new RegExp(pattern.source, pattern.flags.replace(/[gy]/g, ''));
  const fixed = fixedOpening(pattern);
  const openings = [...new Set([...COMMON_OPENINGS, fixed, `${fixed}a`, `${fixed}0`])];
  for (const opening of openings) {
    for (const run of runs) {
      for (const ending of ENDINGS) {
        const input = opening + run.text + ending;
        let ms = fastestMs(() => single.test(input));
        if (ms <= LIMIT_MS && pattern.global && run.unit.length === 1) {
          let matches = 0;
          ms = fastestMs(() => (matches = input.match(pattern)?.length ?? 0)) - matches * MS_PER_MATCH;
        }
        if (ms > LIMIT_MS) return { where, input: describeInput(opening, run.unit, ending), ms: Math.round(ms) };
      }
    }
  }
  return null;
}

describe('regular expressions of the shared package', () => {
  const exported = exportedPatterns();
  const scan = scanSources();

  it('are all found: the exported ones and the literals written in the sources', () => {
    expect(exported.map((p) => p.where)).toContain('common/fields.ts: EMAIL_PATTERN');
    expect(scan.literals.some((p) => p.where.startsWith('orders/card-format.ts:'))).toBe(true);
    expect(fixedOpening(/^https?:\/\/[^\s]+$/)).toBe('http://');
    expect(fixedOpening(/^ORD-\d+-[A-Z0-9]{5}$/)).toBe('ORD-');
  });

  it('are built with RegExp() only as exported constants, which are timed below', () => {
    expect(scan.untimedConstructors).toEqual([]);
  });

  it.each([...exported, ...scan.literals].map((found) => [found.where, found] as const))(
    '%s answers within 50 ms on long adversarial input',
    (_where, found) => {
      expect(firstSlowInput(found)).toBeNull();
    },
  );
});

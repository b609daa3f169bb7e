// `npm test` step: comments explain a rule in plain words or point at a file under docs/. They never
// cite documents a person who clones the repository does not have (the original design notes, the
// product contract or the style notes, by section number), and every docs/...md path a comment names
// must exist. Only comments are read: strings, test names and Playwright's *.spec.ts names are code.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = fileURLToPath(new URL('..', import.meta.url));
const SOURCE_ROOTS = ['apps', 'packages', 'e2e', 'scripts'];
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'reports', 'test-results', 'data', 'coverage']);
const SOURCE_FILE = /\.(ts|tsx|mts|cts|js|jsx|mjs|cjs)$/;

/** What a comment may not say, each with the reason given to whoever wrote it. */
const OUTSIDE_CITATIONS = [
  [/\bDESIGN\b/g, 'cites the design notes, which are not in the repository'],
  [/\bSTYLE(\.md)?\b/g, 'cites the style notes, which are not in the repository'],
  [/\bspec(?:'s)?\s*(?:§\s*|sections?\s*)?\d/gi, 'cites a section of the product contract by number'],
  [/\bspec\s*§/gi, 'cites a section of the product contract'],
  [/\(spec\)/gi, 'cites the product contract'],
  [/marketplace-spec/gi, 'names the product contract file, which is not in the repository'],
];
const DOCS_PATH = /\bdocs\/[\w./-]*[\w-]\.md\b/g;

function scriptKindOf(fileName) {
  if (fileName.endsWith('.tsx')) return ts.ScriptKind.TSX;
  if (fileName.endsWith('.jsx')) return ts.ScriptKind.JSX;
  if (/\.[mc]?js$/.test(fileName)) return ts.ScriptKind.JS;
  return ts.ScriptKind.TS;
}

const isJsDocNode = (node) => node.kind >= ts.SyntaxKind.FirstJSDocNode && node.kind <= ts.SyntaxKind.LastJSDocNode;

/**
 * Every comment of a source file as `{ pos, end, text }`. Each comment sits in the trivia before some
 * token (the end-of-file token included), so that trivia is read for every token: the comments on the
 * previous token's line, then the ones below it. JSX text is no token of code: '//' there is text.
 */
export function commentsOf(text, fileName) {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, scriptKindOf(fileName));
  const seen = new Set();
  const comments = [];
  const collect = (ranges) => {
    for (const range of ranges ?? []) {
      if (seen.has(range.pos)) continue;
      seen.add(range.pos);
      comments.push({ pos: range.pos, end: range.end, text: text.slice(range.pos, range.end) });
    }
  };
  const visit = (node) => {
    if (node.kind === ts.SyntaxKind.JsxText) return;
    // A JSDoc block is a child of the node it documents; it is read as trivia like any comment.
    const children = node.getChildren(source).filter((child) => !isJsDocNode(child));
    if (children.length === 0) {
      collect(ts.getTrailingCommentRanges(text, node.pos));
      collect(ts.getLeadingCommentRanges(text, node.pos));
    }
    for (const child of children) visit(child);
  };
  visit(source);
  return comments.sort((a, b) => a.pos - b.pos);
}

/** The problems of one file's comments, each as `{ line, message }`. */
export function problemsOf(text, fileName, docsRoot = root) {
  const problems = [];
  const lineOf = (pos) => text.slice(0, pos).split('\n').length;
  for (const comment of commentsOf(text, fileName)) {
    for (const [pattern, reason] of OUTSIDE_CITATIONS) {
      for (const match of comment.text.matchAll(pattern)) {
        problems.push({
          line: lineOf(comment.pos + match.index),
          message: `"${match[0]}" ${reason}: say why in plain words, or point at a file under docs/`,
        });
      }
    }
    for (const match of comment.text.matchAll(DOCS_PATH)) {
      if (!existsSync(path.join(docsRoot, match[0]))) {
        problems.push({ line: lineOf(comment.pos + match.index), message: `${match[0]} does not exist` });
      }
    }
  }
  return problems;
}

function* sourceFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name.startsWith('.') || SKIPPED_DIRS.has(entry.name)) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(full);
    else if (SOURCE_FILE.test(entry.name)) yield full;
  }
}

function main() {
  const files = SOURCE_ROOTS.filter((dir) => existsSync(path.join(root, dir))).flatMap((dir) => [
    ...sourceFiles(path.join(root, dir)),
  ]);
  // The root's own config files (eslint, vitest) carry comments too.
  for (const entry of readdirSync(root, { withFileTypes: true })) {
    if (entry.isFile() && SOURCE_FILE.test(entry.name)) files.push(path.join(root, entry.name));
  }
  let count = 0;
  for (const file of files) {
    for (const problem of problemsOf(readFileSync(file, 'utf8'), file)) {
      console.error(`${path.relative(root, file)}:${problem.line}: ${problem.message}`);
      count += 1;
    }
  }
  if (count > 0) {
    console.error(`\n${count} comment reference${count === 1 ? '' : 's'} to fix (see docs/decisions/README.md).`);
    process.exit(1);
  }
  console.log(`Comments in ${files.length} files cite only what the repository holds.`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();

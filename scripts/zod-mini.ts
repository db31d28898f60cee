/**
 * npx tsx scripts/zod-mini.ts [files…] — moves modules from `zod` to `zod/mini` (docs/performance.md,
 * "Build size"): the same schemas and the same z.infer types, written as functions instead of methods,
 * so the bundler keeps only what is used (the background's zod went from 97 KB to about a third).
 *
 * Mechanical and type-aware: `a.optional()` → `z.optional(a)`, `a.or(b)` → `z.union([a, b])`,
 * `a.min(n)` → `a.check(z.minLength(n))` on strings and arrays, `z.gte(n)` on numbers, and so on.
 * With no arguments it rewrites every module under lib/, entrypoints/ and components/ that still
 * uses zod's classic methods or imports `zod` (eslint refuses that import there), so a branch merged
 * with classic schemas is brought over by running it again. A method it does not know stops it with
 * the file and line; files it changes are printed.
 */
import path from 'node:path';
import { writeFileSync } from 'node:fs';
import ts from 'typescript';

const ROOT = path.resolve(import.meta.dirname, '..');
const DIRS = ['lib/', 'entrypoints/', 'components/'];

/** Methods that become a wrapping function: `a.m()` → `z.m(a)`. */
const WRAP: Record<string, string> = { optional: 'optional', nullable: 'nullable', nullish: 'nullish', array: 'array' };
/** Methods that become a check: `a.m(args)` → `a.check(z.m(args))`. */
const CHECK = new Set(['nonnegative', 'positive', 'negative', 'nonpositive', 'regex', 'startsWith', 'endsWith', 'includes', 'toLowerCase', 'toUpperCase', 'trim', 'lowercase', 'uppercase', 'multipleOf']);
/** Length-or-bound methods: the check depends on the schema's kind. */
const BOUND: Record<string, { length: string; value: string }> = { min: { length: 'minLength', value: 'gte' }, max: { length: 'maxLength', value: 'lte' }, length: { length: 'length', value: '' } };
/** Calls on a schema that zod/mini keeps as methods. */
const KEPT = new Set(['parse', 'safeParse', 'parseAsync', 'safeParseAsync', 'check', 'register', 'brand', 'clone']);

class CodemodError extends Error {
  override readonly name = 'CodemodError';
}

function program(): ts.Program {
  const configPath = path.join(ROOT, 'tsconfig.json');
  const parsed = ts.getParsedCommandLineOfConfigFile(configPath, {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: (d) => { throw new CodemodError(ts.flattenDiagnosticMessageText(d.messageText, '\n')); } });
  if (!parsed) throw new CodemodError('tsconfig.json could not be read');
  return ts.createProgram(parsed.fileNames, parsed.options);
}

function rewriteFile(sf: ts.SourceFile, checker: ts.TypeChecker): string {
  const text = sf.text;
  const intRoots = new Set<ts.Node>();
  /** Calls rewritten to `….check(…)`: a check that follows joins their list. */
  const checked = new Set<ts.Node>();
  const where = (node: ts.Node) => `${path.relative(ROOT, sf.fileName)}:${sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1}`;

  const isSchema = (node: ts.Expression) => checker.getTypeAtLocation(node).getProperty('_zod') !== undefined;
  const kindOf = (node: ts.Expression) => checker.typeToString(checker.getTypeAtLocation(node)).replace(/<.*/s, '');
  const isZ = (node: ts.Expression, name: string) => ts.isPropertyAccessExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'z' && node.name.text === name;

  /** The `z.number()` a chain starts from, for `.int()` (zod/mini's integer is its own schema, `z.int()`). */
  function numberRoot(node: ts.Expression): ts.Node {
    let at: ts.Expression = node;
    while (ts.isCallExpression(at) && ts.isPropertyAccessExpression(at.expression) && !isZ(at.expression, 'number')) at = at.expression.expression;
    if (ts.isCallExpression(at) && isZ(at.expression, 'number')) return at;
    throw new CodemodError(`${where(node)}: .int() on a schema that does not start with z.number()`);
  }

  function spliced(node: ts.Node): string {
    let out = '';
    let pos = node.getStart(sf);
    ts.forEachChild(node, (child) => {
      out += text.slice(pos, child.getStart(sf)) + rewrite(child);
      pos = child.getEnd();
    });
    return out + text.slice(pos, node.getEnd());
  }

  function methodCall(node: ts.CallExpression, access: ts.PropertyAccessExpression): string | undefined {
    const receiver = access.expression;
    if (!isSchema(receiver)) return undefined;
    const method = access.name.text;
    if (KEPT.has(method)) return undefined;
    if (method === 'int') intRoots.add(numberRoot(receiver));
    const recv = rewrite(receiver);
    const args = node.arguments.map(rewrite);
    if (method === 'int') {
      if (checked.has(receiver)) checked.add(node);
      return recv;
    }
    const addCheck = (check: string) => {
      checked.add(node);
      return checked.has(receiver) ? `${recv.slice(0, -1)}, ${check})` : `${recv}.check(${check})`;
    };
    if (WRAP[method]) return `z.${WRAP[method]}(${recv})`;
    if (CHECK.has(method)) return addCheck(`z.${method}(${args.join(', ')})`);
    if (method === 'or') return `z.union([${recv}, ${args[0]}])`;
    if (method === 'default') return `z._default(${recv}, ${args.join(', ')})`;
    if (method === 'catch') return `z.catch(${recv}, ${args.join(', ')})`;
    if (method === 'transform') return `z.pipe(${recv}, z.transform(${args.join(', ')}))`;
    if (method === 'pipe') return `z.pipe(${recv}, ${args.join(', ')})`;
    if (method === 'extend' || method === 'omit' || method === 'pick' || method === 'partial' || method === 'required') return `z.${method}(${[recv, ...args].join(', ')})`;
    if (method === 'meta') return `${recv}.register(z.globalRegistry, ${args.join(', ')})`;
    if (method === 'rest' && ts.isCallExpression(receiver) && isZ(receiver.expression, 'tuple')) return `z.tuple(${receiver.arguments.map(rewrite).join(', ')}, ${args[0]})`;
    if (method === 'strict') {
      if (ts.isCallExpression(receiver) && isZ(receiver.expression, 'object')) return `z.strictObject(${receiver.arguments.map(rewrite).join(', ')})`;
      return `z.strictObject(${recv}.shape)`;
    }
    const bound = BOUND[method];
    if (bound) {
      const kind = kindOf(receiver);
      const check = /^(ZodString|ZodArray|ZodMiniString|ZodMiniArray)$/.test(kind) ? bound.length : /^(ZodNumber|ZodBigInt|ZodMiniNumber)$/.test(kind) ? bound.value : '';
      if (check === '') throw new CodemodError(`${where(node)}: .${method}() on ${kind}`);
      return addCheck(`z.${check}(${args.join(', ')})`);
    }
    throw new CodemodError(`${where(node)}: zod method .${method}() has no zod/mini form in this codemod`);
  }

  function rewrite(node: ts.Node): string {
    if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression)) {
      if (intRoots.has(node)) return 'z.int()';
      // A transform's context in zod/mini is the bare parse payload: issues are pushed, with the value they are about.
      const ctx = node.expression.expression;
      if (node.expression.name.text === 'addIssue' && ts.isIdentifier(ctx) && checker.getTypeAtLocation(ctx).getProperty('issues') !== undefined) {
        const issue = node.arguments[0];
        if (issue === undefined || !ts.isObjectLiteralExpression(issue)) throw new CodemodError(`${where(node)}: addIssue without an object literal`);
        return `${ctx.text}.issues.push(${rewrite(issue).replace(/^\{\s*/, `{ input: ${ctx.text}.value, `)})`;
      }
      const done = methodCall(node, node.expression);
      if (done !== undefined) return done;
    }
    if (ts.isQualifiedName(node) && ts.isIdentifier(node.left) && node.left.text === 'z') {
      if (node.right.text === 'ZodType') return 'z.ZodMiniType';
      if (node.right.text === 'ZodError') return 'z.core.$ZodError';
      if (node.right.text.startsWith('Zod') && !node.right.text.startsWith('ZodMini')) throw new CodemodError(`${where(node)}: type z.${node.right.text}`);
    }
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier) && node.moduleSpecifier.text === 'zod') return spliced(node).replace(/'zod'$|'zod';$/, (m) => m.replace('zod', 'zod/mini'));
    return spliced(node);
  }

  let out = '';
  let pos = 0;
  for (const statement of sf.statements) {
    out += text.slice(pos, statement.getStart(sf)) + rewrite(statement);
    pos = statement.getEnd();
  }
  out += text.slice(pos);
  return out === text ? text : withValueImport(out);
}

/** A module that now calls `z.optional(…)` and the like needs `z` as a value. */
function withValueImport(text: string): string {
  if (/^import \{ z \} from 'zod\/mini';$/m.test(text)) return text;
  if (/^import type \{ z \} from 'zod(\/mini)?';$/m.test(text)) return text.replace(/^import type \{ z \} from 'zod(\/mini)?';$/m, "import { z } from 'zod/mini';");
  const imports = [...text.matchAll(/^import [^;]*;$/gms)];
  const last = imports.at(-1);
  const at = last ? (last.index ?? 0) + last[0].length : 0;
  return `${text.slice(0, at)}\nimport { z } from 'zod/mini';${text.slice(at)}`;
}

function main(): void {
  const wanted = process.argv.slice(2).map((f) => path.resolve(f));
  const prog = program();
  const checker = prog.getTypeChecker();
  const files = prog.getSourceFiles().filter((sf) => {
    const rel = path.relative(ROOT, sf.fileName);
    if (wanted.length > 0) return wanted.includes(sf.fileName);
    return DIRS.some((d) => rel.startsWith(d)) && !sf.isDeclarationFile;
  });
  // Every file is rewritten from the one program (types are read before any file changes).
  const results = files.map((sf) => [sf.fileName, rewriteFile(sf, checker)] as const);
  for (const [file, text] of results) {
    if (text === prog.getSourceFile(file)?.text) continue;
    writeFileSync(file, text);
    console.log(`zod/mini: ${path.relative(ROOT, file)}`);
  }
}

main();

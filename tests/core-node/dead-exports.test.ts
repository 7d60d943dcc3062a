// Every export in src/, server/ and scripts/ is imported by some other file: an export nobody
// imports is either dead code or a name that should be private to its file.
//
// One TypeScript Program over tsconfig.json plus the .mjs files (allowJs), then, for each exported
// symbol, whether a name in another file resolves to it: an import or re-export, a member of a
// namespace or dynamic import (`(await import('./x')).f`, `const { f } = await import('./x')`, a
// JSDoc `typeof import('./x')`), the default export of a dynamic import (React's lazy reads it).
// Uses outside TypeScript's view count too: the Astro pages' frontmatter imports, the code the npm
// scripts and the tests run with `node -e` (`const m = await import('./scripts/x.mjs'); m.f()`),
// and the types scripts/element-types.mjs copies into the consumer types (its TYPE_SOURCES).
// Entry points are not dead: the rollup inputs (each element's tv-*.ts, index, configure, the IIFE,
// the React wrappers, the shaka entry) are the package's public API, so all their exports count as
// used. Tests count as users (keep it simple: a product export only tests import is not flagged).
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import ts from 'typescript';

const ROOT = process.cwd();
const rel = (file: string): string => path.relative(ROOT, file).split(path.sep).join('/');

/** The files under `dir` whose name passes `keep` (node_modules, build output and dist skipped). */
function walk(dir: string, keep: (name: string) => boolean): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name === 'dist' || name === 'build' || name.startsWith('.')) continue;
    const p = path.join(dir, name);
    if (statSync(p).isDirectory()) out.push(...walk(p, keep));
    else if (keep(name)) out.push(p);
  }
  return out;
}

/** The rollup inputs: the package's entry files, whose exports are its public API. */
async function rollupEntries(): Promise<Set<string>> {
  const configs = (await import(pathToFileURL(path.join(ROOT, 'rollup.config.mjs')).href)).default as { input: string | Record<string, string> }[];
  const inputs = configs.flatMap((c) => (typeof c.input === 'string' ? [c.input] : Object.values(c.input)));
  return new Set(inputs.map((i) => rel(path.resolve(ROOT, i))));
}

/** What `// ---` frontmatter and bundled `<script>` blocks of an .astro file import, as TypeScript. */
function astroScripts(text: string): string {
  const front = /^---\n([\s\S]*?)\n---/.exec(text)?.[1] ?? '';
  const scripts = [...text.matchAll(/<script(?![^>]*is:inline)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]);
  return [front, ...scripts].join('\n');
}

async function deadExports(): Promise<{ unused: string[]; ownFileOnly: string[] }> {
  const config = ts.getParsedCommandLineOfConfigFile(path.join(ROOT, 'tsconfig.json'), {}, {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (d) => assert.fail(ts.flattenDiagnosticMessageText(d.messageText, '\n')),
  })!;
  const isMjs = (n: string): boolean => n.endsWith('.mjs');
  const mjs = [
    ...['scripts', 'bench', 'tests', 'site'].flatMap((d) => walk(path.join(ROOT, d), isMjs)),
    ...readdirSync(ROOT).filter(isMjs).map((n) => path.join(ROOT, n)),
    ...walk(path.join(ROOT, 'scripts'), (n) => n.endsWith('.d.mts')),
  ];
  const options = { ...config.options, allowJs: true, checkJs: false, noEmit: true };
  const program = ts.createProgram([...config.fileNames, ...mjs], options);
  const checker = program.getTypeChecker();

  // (schema.gen.ts is generated: one type per schema of the OpenAPI document, used or not)
  const candidate = (f: string): boolean =>
    /^(src|server|scripts)\//.test(f) && /\.(tsx?|mjs)$/.test(f) && !/\.d\.m?ts$/.test(f) && !/\.test\.tsx?$/.test(f) && f !== 'src/core/api/schema.gen.ts';
  // an .mjs with a declaration file next to it (scripts/chromium.d.mts) is imported through it
  const reported = (f: string): string => f.replace(/\.d\.mts$/, '.mjs');
  const entries = await rollupEntries();

  // each exported symbol of each candidate file, by the symbol the checker resolves uses to
  const owner = new Map<ts.Symbol, { file: string; name: string }>();
  const byFileAndName = new Map<string, ts.Symbol>();
  for (const sf of program.getSourceFiles()) {
    const file = reported(rel(sf.fileName));
    if (!candidate(file) || entries.has(file) || (sf.isDeclarationFile && !sf.fileName.endsWith('.d.mts'))) continue;
    if (sf.fileName.endsWith('.mjs') && existsSync(sf.fileName.replace(/\.mjs$/, '.d.mts'))) continue;
    const moduleSymbol = checker.getSymbolAtLocation(sf);
    if (!moduleSymbol) continue;
    for (const sym of checker.getExportsOfModule(moduleSymbol)) {
      // (`export * from './x'` lists x's own symbols: those belong to x)
      if (!sym.declarations?.some((d) => d.getSourceFile() === sf)) continue;
      owner.set(sym, { file, name: sym.name });
      byFileAndName.set(`${file}#${sym.name}`, sym);
    }
  }

  const usedElsewhere = new Set<ts.Symbol>();
  const usedInOwnFile = new Set<ts.Symbol>();
  /** Marks `sym` used from `file`, and every export on its way through re-exports and imports. */
  function use(sym: ts.Symbol | undefined, file: string): void {
    for (let s = sym, hops = 0; s && hops < 20; hops++) {
      const exported = checker.getExportSymbolOfSymbol(s);
      const o = owner.get(exported) ?? owner.get(s);
      if (o) (o.file === file ? usedInOwnFile : usedElsewhere).add(owner.has(exported) ? exported : s);
      if (!(s.flags & ts.SymbolFlags.Alias) || !s.declarations?.length) break;
      s = checker.getImmediateAliasedSymbol(s);
    }
  }

  // the package's entry files: what they export (their own or through `export *`) is public API
  for (const sf of program.getSourceFiles()) {
    const moduleSymbol = entries.has(rel(sf.fileName)) ? checker.getSymbolAtLocation(sf) : undefined;
    if (moduleSymbol) for (const sym of checker.getExportsOfModule(moduleSymbol)) use(sym, rel(sf.fileName));
  }

  // the Astro pages' imports
  const host = ts.sys;
  for (const astro of walk(path.join(ROOT, 'site'), (n) => n.endsWith('.astro'))) {
    const code = ts.createSourceFile(astro, astroScripts(readFileSync(astro, 'utf8')), ts.ScriptTarget.Latest);
    for (const st of code.statements) {
      if (!ts.isImportDeclaration(st) || !ts.isStringLiteral(st.moduleSpecifier)) continue;
      const target = ts.resolveModuleName(st.moduleSpecifier.text, astro, options, host).resolvedModule?.resolvedFileName;
      const bindings = st.importClause?.namedBindings;
      if (!target || !bindings || !ts.isNamedImports(bindings)) continue;
      for (const el of bindings.elements) use(byFileAndName.get(`${rel(target)}#${(el.propertyName ?? el.name).text}`), rel(astro));
    }
  }

  // the types scripts/element-types.mjs copies into the package's consumer types (its TYPE_SOURCES)
  const typeSources: string[] = [];
  program.getSourceFile(path.join(ROOT, 'scripts/element-types.mjs'))?.forEachChild(function find(node): void {
    if (ts.isVariableDeclaration(node) && node.name.getText() === 'TYPE_SOURCES' && node.initializer && ts.isArrayLiteralExpression(node.initializer)) {
      for (const e of node.initializer.elements) if (ts.isStringLiteral(e)) typeSources.push(e.text);
    }
    node.forEachChild(find);
  });
  assert.ok(typeSources.length > 0, 'scripts/element-types.mjs names its TYPE_SOURCES');
  for (const [sym, o] of owner) {
    if (typeSources.includes(o.file) && sym.flags & (ts.SymbolFlags.Interface | ts.SymbolFlags.TypeAlias)) use(sym, 'scripts/element-types.mjs');
  }

  /**
   * Code run by `node -e` (the npm scripts, tests' child processes) names the repository's files
   * from its root: `const m = await import('./scripts/x.mjs'); m.f()` and
   * `import('./scripts/x.mjs').then((m) => m.f())`.
   */
  function useFromCodeText(text: string, from: string): void {
    for (const m of text.matchAll(/(\w+)\s*=\s*await import\(['"]\.\/([^'"]+)['"]\)/g)) {
      for (const u of text.matchAll(new RegExp(`\\b${m[1]}\\.(\\w+)`, 'g'))) use(byFileAndName.get(`${m[2]}#${u[1]}`), from);
    }
    for (const m of text.matchAll(/import\(['"]\.\/([^'"]+)['"]\)\.then\(\(?(\w+)\)?\s*=>\s*\2\.(\w+)/g)) {
      use(byFileAndName.get(`${m[1]}#${m[3]}`), from);
    }
  }
  const pkg = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
  for (const command of Object.values(pkg.scripts)) useFromCodeText(command, 'package.json');

  const sources = program.getSourceFiles().filter((sf) => !sf.isDeclarationFile && !sf.fileName.includes('/node_modules/'));
  /** Resolves the names `wanted` picks in every file, and marks what they name used. */
  function resolveNames(wanted: (name: ts.Identifier) => boolean): void {
    for (const sf of sources) {
      const file = rel(sf.fileName);
      const visit = (node: ts.Node): void => {
        if (ts.isIdentifier(node) && wanted(node)) {
          const parent = node.parent;
          if (ts.isExportSpecifier(parent)) {
            // `export { f }`, `export { f } from './x'` is the export itself: a use of what it names
            const sym = checker.getSymbolAtLocation(node);
            if (sym && sym.flags & ts.SymbolFlags.Alias && sym.declarations?.length) use(checker.getImmediateAliasedSymbol(sym), file);
          } else if (ts.isShorthandPropertyAssignment(parent) && parent.name === node) {
            use(checker.getShorthandAssignmentValueSymbol(parent), file);
          } else if (ts.isBindingElement(parent) && ts.isObjectBindingPattern(parent.parent) && (parent.propertyName ?? parent.name) === node) {
            // `const { f } = await import('./x')`: the property f of the module
            use(checker.getTypeAtLocation(parent.parent).getProperty(node.text), file);
          } else if (!((ts.isDeclarationStatement(parent) || ts.isVariableDeclaration(parent)) && parent.name === node)) {
            // (the declaring name of an export is not a use of it)
            use(checker.getSymbolAtLocation(node), file);
          }
        }
        if ((ts.isStringLiteral(node) || ts.isTemplateLiteral(node)) && node.getText(sf).includes('import(')) useFromCodeText(node.getText(sf), file);
        // `lazy(() => import('./x'))`: React reads the module's default export
        if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword && node.arguments[0]) {
          const moduleSymbol = checker.getSymbolAtLocation(node.arguments[0]);
          if (moduleSymbol) use(checker.tryGetMemberInModuleExports('default', moduleSymbol), file);
        }
        ts.forEachChild(node, visit);
      };
      visit(sf);
    }
  }
  // Resolving every name of every file would take the checker long: first the imports and
  // re-exports, then, only for the exports still unused, the names spelled like them (a namespace
  // or dynamic import's member, a use in the export's own file).
  resolveNames((id) => ts.isImportSpecifier(id.parent) || ts.isExportSpecifier(id.parent) || ts.isImportClause(id.parent));
  const open = new Set([...owner].filter(([sym]) => !usedElsewhere.has(sym)).map(([, o]) => o.name));
  resolveNames((id) => open.has(id.text));

  const unused: string[] = [];
  const ownFileOnly: string[] = [];
  for (const [sym, { file, name }] of owner) {
    if (usedElsewhere.has(sym)) continue;
    (usedInOwnFile.has(sym) ? ownFileOnly : unused).push(`${file}: ${name}`);
  }
  return { unused: unused.sort(), ownFileOnly: ownFileOnly.sort() };
}

describe('exports', () => {
  it('are each imported by another file (delete what nothing uses; drop `export` when only its own file does)', async () => {
    const { unused, ownFileOnly } = await deadExports();
    assert.deepEqual(
      { 'used nowhere (delete)': unused, 'used only in its own file (drop `export`)': ownFileOnly },
      { 'used nowhere (delete)': [], 'used only in its own file (drop `export`)': [] },
    );
  });
});

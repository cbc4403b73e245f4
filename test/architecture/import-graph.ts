// Reads every import of src/ (static, dynamic and type-only) with TypeScript's own pre-processor,
// so the architecture test and the closing figures count the same graph; the syntax tree adds what each
// import binds and which network globals a file names, for the rules of test/architecture/rules.ts.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

export interface ImportEdge {
  /** Importing file, relative to the repository, with forward slashes. */
  from: string;
  /** The specifier as written. */
  specifier: string;
  /** The file it resolves to (relative specifiers only), relative to the repository. */
  to?: string;
  line: number;
  /** The values it binds by their exported names: 'default', '*' for a whole module (namespace, `export *`, dynamic import). */
  values: string[];
  /** It binds types only (`import type`, or every binding marked `type`): nothing of it runs. */
  typeOnly: boolean;
}

export function sourceFiles(root: string, folder: string): string[] {
  const found: string[] = [];
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.ts')) found.push(relative(root, full).split('\\').join('/'));
    }
  };
  walk(join(root, folder));
  return found.sort();
}

export function importsOf(root: string, file: string, text = readFileSync(join(root, file), 'utf8')): ImportEdge[] {
  const info = ts.preProcessFile(text, true, true);
  const bindings = bindingsOf(parse(file, text));
  return info.importedFiles.map((ref) => {
    const line = text.slice(0, ref.pos).split('\n').length;
    // An import the syntax tree does not explain is taken as binding the whole module.
    const { values, typeOnly } = bindings.get(ref.pos) ?? { values: ['*'], typeOnly: false };
    const edge: ImportEdge = { from: file, specifier: ref.fileName, line, values, typeOnly };
    if (ref.fileName.startsWith('.')) {
      edge.to = relative(root, resolve(root, dirname(file), ref.fileName))
        .split('\\')
        .join('/');
    }
    return edge;
  });
}

const parse = (file: string, text: string) => ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);

type Binding = Pick<ImportEdge, 'values' | 'typeOnly'>;

/** What each import binds, by the position of its module specifier (where the pre-processor reports it). */
function bindingsOf(source: ts.SourceFile): Map<number, Binding> {
  const found = new Map<number, Binding>();
  const named = (elements: readonly (ts.ImportSpecifier | ts.ExportSpecifier)[]) =>
    elements.filter((e) => !e.isTypeOnly).map((e) => (e.propertyName ?? e.name).text);
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      const values =
        clause === undefined || clause.isTypeOnly
          ? []
          : [
              ...(clause.name ? ['default'] : []),
              ...(clause.namedBindings === undefined
                ? []
                : ts.isNamespaceImport(clause.namedBindings)
                  ? ['*']
                  : named(clause.namedBindings.elements)),
            ];
      // A bare `import 'x'` runs the module although it binds nothing.
      found.set(node.moduleSpecifier.getStart(), { values, typeOnly: clause !== undefined && values.length === 0 });
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.exportClause;
      const values = node.isTypeOnly ? [] : clause === undefined || ts.isNamespaceExport(clause) ? ['*'] : named(clause.elements);
      found.set(node.moduleSpecifier.getStart(), { values, typeOnly: values.length === 0 });
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument) && ts.isStringLiteral(node.argument.literal)) {
      found.set(node.argument.literal.getStart(), { values: [], typeOnly: true });
    } else if (
      ts.isCallExpression(node) &&
      (node.expression.kind === ts.SyntaxKind.ImportKeyword || (ts.isIdentifier(node.expression) && node.expression.text === 'require'))
    ) {
      const [first] = node.arguments;
      if (first && ts.isStringLiteralLike(first)) found.set(first.getStart(), { values: ['*'], typeOnly: false });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** The globals through which code could reach the network without importing anything. */
export const NETWORK_GLOBALS = ['fetch', 'WebSocket', 'EventSource', 'XMLHttpRequest'] as const;

const GLOBAL_OBJECTS = new Set(['globalThis', 'global', 'self', 'window']);

export interface GlobalUse {
  file: string;
  name: string;
  line: number;
}

/**
 * Every value reference to a name of `names`: `fetch(…)`, `{ fetch }`, `globalThis.fetch`, `globalThis['fetch']`.
 * Property names (`options.fetch`, `{ fetch: f }`), declarations and types (`typeof fetch`) are not uses.
 * Read from the syntax alone, so a local variable named `fetch` counts too: name it otherwise.
 */
export function globalUses(file: string, text: string, names: readonly string[] = NETWORK_GLOBALS): GlobalUse[] {
  const source = parse(file, text);
  const wanted = new Set(names);
  const uses: GlobalUse[] = [];
  const record = (node: ts.Node, name: string) =>
    uses.push({ file, name, line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1 });
  const visit = (node: ts.Node): void => {
    if (ts.isTypeNode(node)) return;
    if (ts.isIdentifier(node) && wanted.has(node.text) && isReference(node)) record(node, node.text);
    if (
      ts.isElementAccessExpression(node) &&
      isGlobalObject(node.expression) &&
      ts.isStringLiteralLike(node.argumentExpression) &&
      wanted.has(node.argumentExpression.text)
    ) {
      record(node, node.argumentExpression.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return uses;
}

const isGlobalObject = (node: ts.Node) => ts.isIdentifier(node) && GLOBAL_OBJECTS.has(node.text);

function isReference(id: ts.Identifier): boolean {
  const parent = id.parent;
  if (ts.isPropertyAccessExpression(parent) && parent.name === id) return isGlobalObject(parent.expression);
  if (
    ts.isBindingElement(parent) ||
    ts.isImportSpecifier(parent) ||
    ts.isExportSpecifier(parent) ||
    ts.isImportClause(parent) ||
    ts.isNamespaceImport(parent)
  )
    return false;
  const named = parent as ts.Node & { name?: ts.Node };
  // Members and declarations: `{ fetch: … }`, `fetch?: …`, `fetch() {}`, `const fetch`, `(fetch) =>`.
  return !(named.name === id && !ts.isShorthandPropertyAssignment(parent));
}

/**
 * The module a src/ file belongs to: its top folder under src/ (the fake's rooms, src/fake-ynab/<room>/,
 * each one, its root files another), or a root file itself.
 */
export function moduleOf(file: string): string {
  const parts = file.split('/');
  if (parts[0] !== 'src') return parts[0] ?? file;
  if (parts[1] === 'fake-ynab' && parts.length > 3) return `src/fake-ynab/${parts[2]}/`;
  return parts.length > 2 ? `src/${parts[1]}/` : file;
}

export interface ModuleGraph {
  modules: string[];
  edges: Map<string, Set<string>>;
}

export function moduleGraph(edges: readonly ImportEdge[], files: readonly string[]): ModuleGraph {
  const modules = [...new Set(files.map(moduleOf))].sort();
  const graph = new Map(modules.map((m) => [m, new Set<string>()]));
  for (const e of edges) {
    if (e.to === undefined || !e.to.startsWith('src/')) continue;
    const a = moduleOf(e.from);
    const b = moduleOf(e.to);
    if (a !== b) graph.get(a)?.add(b);
  }
  return { modules, edges: graph };
}

/** A cycle between modules: the modules' path back to the first, and the first import that leaves it. */
export interface ModuleCycle {
  path: string[];
  edge: ImportEdge;
}

/** The cycles between the modules of src/ (imports between two of its files in two modules; type-only ones too). */
export function moduleCycles(edges: readonly ImportEdge[]): ModuleCycle[] {
  const between = edges.filter(
    (e) => e.to !== undefined && e.from.startsWith('src/') && e.to.startsWith('src/') && moduleOf(e.from) !== moduleOf(e.to),
  );
  const first = new Map<string, ImportEdge>();
  for (const e of [...between].sort((a, b) => a.from.localeCompare(b.from) || a.line - b.line)) {
    const key = `${moduleOf(e.from)} ${moduleOf(e.to!)}`;
    if (!first.has(key)) first.set(key, e);
  }
  return cyclePaths([...first.keys()].map((key) => ({ from: key.split(' ')[0]!, to: key.split(' ')[1]! }))).map((path) => ({
    path,
    edge: first.get(`${path[0]} ${path[1]}`)!,
  }));
}

/**
 * One cycle per group of files that import each other (a strongly connected component), as the shortest
 * path from the group's first file back to it: stable while the group stays the same.
 */
export function cyclePaths(edges: readonly Pick<ImportEdge, 'from' | 'to'>[]): string[][] {
  const next = new Map<string, Set<string>>();
  for (const e of edges) if (e.to !== undefined) next.set(e.from, (next.get(e.from) ?? new Set()).add(e.to));
  return components(next)
    .filter((group) => group.length > 1 || next.get(group[0]!)?.has(group[0]!))
    .map((group) => shortestLoop(group.sort()[0]!, new Set(group), next));
}

/** Tarjan's strongly connected components. */
function components(next: ReadonlyMap<string, ReadonlySet<string>>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string): void => {
    index.set(node, index.size);
    low.set(node, index.get(node)!);
    stack.push(node);
    onStack.add(node);
    for (const to of next.get(node) ?? []) {
      if (!index.has(to)) visit(to);
      if (onStack.has(to)) low.set(node, Math.min(low.get(node)!, low.get(to)!));
    }
    if (low.get(node) === index.get(node)) {
      const group: string[] = [];
      let top: string;
      do {
        top = stack.pop()!;
        onStack.delete(top);
        group.push(top);
      } while (top !== node);
      found.push(group);
    }
  };
  for (const node of [...next.keys()].sort()) if (!index.has(node)) visit(node);
  return found;
}

function shortestLoop(start: string, group: ReadonlySet<string>, next: ReadonlyMap<string, ReadonlySet<string>>): string[] {
  const cameFrom = new Map<string, string>();
  const queue = [start];
  for (let i = 0; i < queue.length; i++) {
    const node = queue[i]!;
    for (const to of [...(next.get(node) ?? [])].sort()) {
      if (to === start) {
        const path = [start];
        for (let n = node; n !== start; n = cameFrom.get(n)!) path.splice(1, 0, n);
        return [...path, start];
      }
      if (group.has(to) && !cameFrom.has(to)) {
        cameFrom.set(to, node);
        queue.push(to);
      }
    }
  }
  return [start, start];
}

/** Import levels: a module that imports no other module is level 1; otherwise one above the highest it imports. */
export function levels(graph: ModuleGraph): Map<string, number> {
  const level = new Map<string, number>();
  const of = (m: string, seen: Set<string>): number => {
    const known = level.get(m);
    if (known !== undefined) return known;
    if (seen.has(m)) return 0;
    seen.add(m);
    let top = 0;
    for (const to of graph.edges.get(m) ?? []) top = Math.max(top, of(to, seen));
    seen.delete(m);
    level.set(m, top + 1);
    return top + 1;
  };
  for (const m of graph.modules) of(m, new Set());
  return level;
}

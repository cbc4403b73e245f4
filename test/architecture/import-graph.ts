// Reads every import of src/ (static, dynamic and type-only) with TypeScript's own pre-processor,
// so the architecture test and the closing figures count the same graph.
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
  return info.importedFiles.map((ref) => {
    const line = text.slice(0, ref.pos).split('\n').length;
    const edge: ImportEdge = { from: file, specifier: ref.fileName, line };
    if (ref.fileName.startsWith('.')) {
      edge.to = relative(root, resolve(root, dirname(file), ref.fileName)).split('\\').join('/');
    }
    return edge;
  });
}

/** The module a src/ file belongs to: its top folder under src/, or the root file itself. */
export function moduleOf(file: string): string {
  const parts = file.split('/');
  if (parts[0] !== 'src') return parts[0] ?? file;
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

/** Cycles between files, each as the list of files on it (empty when there is none). */
export function fileCycles(edges: readonly ImportEdge[]): string[][] {
  const next = new Map<string, string[]>();
  for (const e of edges) if (e.to !== undefined) next.set(e.from, [...(next.get(e.from) ?? []), e.to]);
  return cycles(next);
}

export function cycles(next: ReadonlyMap<string, Iterable<string>>): string[][] {
  const found: string[][] = [];
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (node: string): void => {
    state.set(node, 'open');
    stack.push(node);
    for (const to of next.get(node) ?? []) {
      const s = state.get(to);
      if (s === 'open') found.push(stack.slice(stack.indexOf(to)));
      else if (s === undefined) visit(to);
    }
    stack.pop();
    state.set(node, 'done');
  };
  for (const node of [...next.keys()].sort()) if (!state.has(node)) visit(node);
  return found;
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

// Prints the figures of src/'s floor plan that issue #14 compares (`tsx scripts/layout-figures.ts`): files
// at the root, folders, the largest, and the top-level modules with their import levels, imports and cycles,
// counted from the same import reader the architecture test uses.
import { fileURLToPath } from 'node:url';
import { cyclePaths, importsOf, levels, moduleGraph, sourceFiles } from '../test/architecture/import-graph.ts';

const root = process.argv[2] ?? fileURLToPath(new URL('..', import.meta.url));
const files = sourceFiles(root, 'src');
const graph = moduleGraph(
  files.flatMap((f) => importsOf(root, f)),
  files,
);
const level = levels(graph);
const moduleEdges = [...graph.edges].flatMap(([from, to]) => [...to].map((t) => ({ from, to: t })));
const folders = new Map<string, number>();
for (const folder of files.map((f) => f.slice(0, f.lastIndexOf('/')))) folders.set(folder, (folders.get(folder) ?? 0) + 1);
const [largest, largestCount] = [...folders].sort((a, b) => b[1] - a[1])[0] ?? ['', 0];
const lines = [
  `files at the root of src/: ${files.filter((f) => f.split('/').length === 2).length}`,
  `folders: ${folders.size}; largest: ${largest} (${largestCount} files)`,
  `top-level modules: ${graph.modules.length} on ${Math.max(...level.values())} import levels, ${moduleEdges.length} imports between them`,
  `module cycles: ${cyclePaths(moduleEdges).length}`,
  ...[...level].sort((a, b) => a[1] - b[1] || a[0].localeCompare(b[0])).map(([m, l]) => `  level ${l}: ${m}`),
];
process.stdout.write(`${lines.join('\n')}\n`);

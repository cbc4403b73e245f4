// Step 6 of codegen: the tool counts of hand-written pages (README.md, docs/<lang>/*.md) are regions
// `<!-- count:read -->19<!-- /count -->` (read, write or all) that codegen fills from the manifests, so a
// new tool changes no page by hand; markdown shows only the number.
import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import type { Model } from './model.ts';

export const COUNT_REGION = /(<!-- count:(read|write|all) -->)(.*?)(<!-- \/count -->)/g;

export type CountKind = 'read' | 'write' | 'all';

export function toolCount(model: Model, kind: CountKind): number {
  return kind === 'all' ? model.tools.length : model.tools.filter((t) => t.kind === kind).length;
}

export const fillCounts = (text: string, model: Model): string =>
  text.replace(COUNT_REGION, (_match, open: string, kind: CountKind, _old: string, close: string) => `${open}${toolCount(model, kind)}${close}`);

/** The hand-written pages under `root` that hold count regions, filled, by path relative to `root`. */
export async function countedPages(root: string, model: Model, skip: readonly string[]): Promise<Map<string, string>> {
  const docs = (await readdir(join(root, 'docs'), { recursive: true, withFileTypes: true }))
    .filter((e) => e.isFile() && e.name.endsWith('.md'))
    .map((e) => relative(root, join(e.parentPath, e.name)))
    .filter((rel) => !skip.some((s) => rel.startsWith(join('docs', s))));
  const pages = new Map<string, string>();
  for (const rel of ['README.md', ...docs.sort()]) {
    const text = await readFile(join(root, rel), 'utf8');
    if (text.search(COUNT_REGION) >= 0) pages.set(rel, fillCounts(text, model));
  }
  return pages;
}

// Step 6 of codegen: the regions of hand-written pages (README.md, docs/) that codegen fills, so a new tool
// changes no page by hand; markdown shows only their content. `<!-- count:read -->19<!-- /count -->` (read,
// write or all) is a tool count from the manifests; `<!-- used-by --><!-- /used-by -->` in a row of
// docs/<lang>/ynab-requests.md lists the tools whose example sent that row's operation and the row does not
// name already (empty while the row names them all); `<!-- change-check --><!-- /change-check -->` lists each
// confirmed write with the collections its manifest's change_check names.
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import type { Model } from './model.ts';
import type { ExampleRun } from './run-examples.ts';

export const COUNT_REGION = /(<!-- count:(read|write|all) -->)(.*?)(<!-- \/count -->)/g;

/** A row of the operations table: `| `GET` | `/plans/{plan_id}/accounts` | …`, with a used-by region in it. */
const USED_BY_ROW = /^(\| `([A-Z]+)` \| `([^`]+)` \|.*)(<!-- used-by -->)(.*?)(<!-- \/used-by -->)(.*)$/gm;

export const CHANGE_CHECK_REGION = /(<!-- change-check -->)([\s\S]*?)(<!-- \/change-check -->)/g;

const CHANGE_CHECK_WORDS = {
  en: { head: '| Confirmed write | Checked for changes before writing |', none: 'nothing: it reads only the month, always from YNAB' },
  es: { head: '| Escritura confirmada | Comprobado antes de escribir |', none: 'nada: solo lee el mes, siempre de YNAB' },
};

/** The table of confirmed writes and their change_check, in the page's language (docs/es/… is Spanish). */
export const fillChangeChecks = (text: string, model: Model, lang: 'en' | 'es'): string =>
  text.replace(CHANGE_CHECK_REGION, (_match, open: string, _old: string, close: string) => {
    const words = CHANGE_CHECK_WORDS[lang];
    const rows = model.tools
      .filter((t) => t.confirmation === 'confirmed')
      .map((t) => `| \`${t.name}\` | ${t.changeCheck.length === 0 ? words.none : t.changeCheck.map((c) => `\`${c}\``).join(', ')} |`);
    return [open, '', words.head, '| --- | --- |', ...rows, '', close].join('\n');
  });

export type CountKind = 'read' | 'write' | 'all';

export function toolCount(model: Model, kind: CountKind): number {
  return kind === 'all' ? model.tools.length : model.tools.filter((t) => t.kind === kind).length;
}

export const fillCounts = (text: string, model: Model): string =>
  text.replace(
    COUNT_REGION,
    (_match, open: string, kind: CountKind, _old: string, close: string) => `${open}${toolCount(model, kind)}${close}`,
  );

export function fillUsedBy(text: string, runs: ReadonlyMap<string, ExampleRun>): string {
  return text.replace(
    USED_BY_ROW,
    (_match, before: string, method: string, path: string, open: string, _old: string, close: string, after: string) => {
      const named = new Set([...`${before}${after}`.matchAll(/`([a-z_]+)`/g)].map((m) => m[1]!));
      const more = [...runs]
        .filter(([tool, run]) => run.operations.includes(`${method} ${path}`) && !named.has(tool))
        .map(([tool]) => tool)
        .sort();
      return `${before}${open}${more.map((t) => `, \`${t}\``).join('')}${close}${after}`;
    },
  );
}

/** The hand-written pages at the root, each English page beside its Spanish twin. */
export const ROOT_PAGES = ['README.md', 'README.es.md', 'CONTRIBUTING.md', 'CONTRIBUTING.es.md', 'SECURITY.md', 'SECURITY.es.md'] as const;

const spanish = (rel: string) => rel.startsWith(join('docs', 'es')) || rel.endsWith('.es.md');

/** The hand-written pages under `root` that hold regions, filled, by path relative to `root`. */
export async function filledPages(
  root: string,
  model: Model,
  runs: ReadonlyMap<string, ExampleRun>,
  skip: readonly string[],
): Promise<Map<string, string>> {
  const docs = (await readdir(join(root, 'docs'), { recursive: true, withFileTypes: true }))
    .filter((e) => e.isFile() && e.name.endsWith('.md'))
    .map((e) => relative(root, join(e.parentPath, e.name)))
    .filter((rel) => !skip.some((s) => rel.startsWith(join('docs', s))));
  const pages = new Map<string, string>();
  const rootPages = ROOT_PAGES.filter((rel) => existsSync(join(root, rel)));
  for (const rel of [...rootPages, ...docs.sort()]) {
    const text = await readFile(join(root, rel), 'utf8');
    const filled = fillChangeChecks(fillUsedBy(fillCounts(text, model), runs), model, spanish(rel) ? 'es' : 'en');
    if (text.search(COUNT_REGION) >= 0 || text.search(USED_BY_ROW) >= 0 || text.search(CHANGE_CHECK_REGION) >= 0) pages.set(rel, filled);
  }
  return pages;
}

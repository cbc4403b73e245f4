// Keeps the docs true: every page in both languages, every declared error shown on its pages, every
// environment variable documented (and read only by src/config.ts), tool counts only where codegen fills
// them, links resolving.
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { COUNT_REGION, ROOT_PAGES, type CountKind } from '../../codegen/page-regions.ts';
import { defaultContext, loadModel } from '../../codegen/index.ts';
import { definitions } from '../../generated/registry.ts';
import { ENV_VARS } from '../../src/config.ts';
import { ROOT } from '../helpers/paths.ts';

const DOCS = join(ROOT, 'docs');
const files = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => relative(dir, join(e.parentPath, e.name)));
const read = (...parts: string[]) => readFileSync(join(...parts), 'utf8');
/** Every Markdown page a reader follows links in, from the repository's root: the root pages and docs/. */
const markdownPages = () => [
  ...ROOT_PAGES,
  ...files(DOCS)
    .filter((f) => f.endsWith('.md'))
    .map((f) => join('docs', f)),
];

/** A page's heading anchors as GitHub makes them (lower case, punctuation dropped, spaces to hyphens, repeats numbered). */
function anchors(markdown: string): Set<string> {
  const seen = new Map<string, number>();
  const out = new Set<string>();
  for (const m of markdown.replace(/^```[\s\S]*?^```/gm, '').matchAll(/^#{1,6} (.+)$/gm)) {
    const slug = m[1]!
      .trim()
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/ /g, '-');
    const n = seen.get(slug) ?? 0;
    seen.set(slug, n + 1);
    out.add(n === 0 ? slug : `${slug}-${n}`);
  }
  for (const m of markdown.matchAll(/<a (?:id|name)="([^"]+)"/g)) out.add(m[1]!);
  return out;
}

describe('docs', () => {
  it('has every page in English and Spanish, and none in one language only', () => {
    const en = files(join(DOCS, 'en')).sort();
    expect(files(join(DOCS, 'es')).sort()).toEqual(en);
    for (const d of definitions) expect(en).toContain(join('tools', `${d.name}.md`));
    // The root pages too, each beside its twin, linking to it.
    for (const [english, spanish] of [
      [ROOT_PAGES[0], ROOT_PAGES[1]],
      [ROOT_PAGES[2], ROOT_PAGES[3]],
      [ROOT_PAGES[4], ROOT_PAGES[5]],
    ] as const) {
      expect(read(ROOT, english)).toContain(`](${spanish})`);
      expect(read(ROOT, spanish)).toContain(`](${english})`);
    }
  });

  it('shows every declared error on its tool page in both languages and in the catalogue', async () => {
    const model = await loadModel(defaultContext(ROOT));
    for (const lang of ['en', 'es']) {
      const catalogue = read(DOCS, lang, 'reference', 'errors.md');
      for (const tool of model.tools) {
        const page = read(DOCS, lang, 'tools', `${tool.name}.md`);
        for (const e of tool.errors) {
          expect(page, `${lang}/${tool.name}: ${e.id}`).toContain(`- ${e.message}\n`);
          expect(catalogue).toContain(e.message);
        }
      }
    }
  });

  it('documents every environment variable on the configuration page, in both languages', () => {
    for (const lang of ['en', 'es']) {
      const page = read(DOCS, lang, 'configuration.md');
      for (const name of ENV_VARS) expect(page, `${lang}: ${name}`).toContain(`\`${name}\``);
    }
    expect(read(ROOT, 'README.md')).toContain('docs/en/configuration.md');
  });

  it('reads the environment only in src/config.ts', () => {
    const offenders = files(join(ROOT, 'src'))
      .filter((f) => f.endsWith('.ts') && f !== 'config.ts')
      .filter((f) => /process\.env\b/.test(read(ROOT, 'src', f)));
    expect(offenders).toEqual([]);
  });

  it('states tool counts only in the count regions codegen fills, and those match the registry', () => {
    const counts: Record<CountKind, number> = { read: 0, write: 0, all: definitions.length };
    for (const d of definitions) counts[d.kind] += 1;
    // Codegen's own pages, and the dated reports a script writes on its run (their counts are that run's).
    const generated = (f: string) =>
      /^docs\/(en|es)\/(tools|reference)\//.test(f) || /^docs\/(conformance|performance|quality)\.md$/.test(f);
    const pages = [...ROOT_PAGES, ...files(DOCS).map((f) => join('docs', f))].filter((f) => f.endsWith('.md') && !generated(f));
    let regions = 0;
    for (const page of pages) {
      const text = read(ROOT, page);
      for (const m of text.matchAll(COUNT_REGION)) {
        regions += 1;
        expect(m[3], `${page}: ${m[0]}`).toBe(String(counts[m[2] as CountKind]));
      }
      // A count written by hand goes stale with the next tool.
      const bare = text
        .replace(COUNT_REGION, 'N')
        .match(/\b\d+ (read |write )?tools?\b|\b\d+ herramientas\b|\b\d+ de (lectura|escritura)\b/g);
      expect(bare, page).toBeNull();
    }
    expect(regions).toBeGreaterThanOrEqual(8);
  });

  it('lists on the demo page answers of read tools only, each once, the same in both languages', () => {
    // Not every read tool: a new tool adds its manifest, handler, logic and test, and its page shows its
    // example answer on this plan; the demo page's list is a tour, which must not name a tool wrongly.
    const reads = new Set(definitions.filter((d) => d.kind === 'read').map((d) => d.name));
    const listed = (lang: string) => {
      const page = read(DOCS, lang, 'demo.md');
      const start = page.indexOf('- [list_plans]');
      const list = page.slice(start, page.indexOf('\n## ', start));
      return [...list.matchAll(/^- \[([a-z_]+)\]\(tools\/\1\.md\)/gm)].map((m) => m[1]!);
    };
    const en = listed('en');
    expect(en.length).toBeGreaterThan(10);
    expect(en.filter((name) => !reads.has(name))).toEqual([]);
    expect(new Set(en).size).toBe(en.length);
    expect(listed('es')).toEqual(en);
  });

  it('has no link to a heading that is not there', () => {
    const broken: string[] = [];
    for (const page of markdownPages()) {
      for (const m of read(ROOT, page).matchAll(/\]\(([^)\s]*)#([^)\s]+)\)/g)) {
        if (/^[a-z]+:/.test(m[1]!) || !(m[1] === '' || m[1]!.endsWith('.md'))) continue;
        const target = m[1] === '' ? page : join(dirname(page), m[1]!);
        if (existsSync(join(ROOT, target)) && !anchors(read(ROOT, target)).has(m[2]!)) broken.push(`${page} → ${m[1]}#${m[2]}`);
      }
    }
    expect(broken).toEqual([]);
  });

  it('has no relative link that leads nowhere', () => {
    const broken: string[] = [];
    for (const page of markdownPages()) {
      for (const m of read(ROOT, page).matchAll(/\]\(([^)\s]+)\)/g)) {
        const target = m[1]!.split('#')[0]!;
        if (target === '' || /^[a-z]+:/.test(target)) continue;
        if (!existsSync(join(ROOT, dirname(page), target))) broken.push(`${page} → ${m[1]}`);
      }
    }
    expect(broken).toEqual([]);
  });
});

describe('sources', () => {
  it('vendors the same YNAB OpenAPI spec as the shared specification, when it is beside the repository', () => {
    const shared = join(ROOT, '..', 'shared', 'ynab', 'open_api_spec.json');
    if (!existsSync(shared)) return; // a clone without the shared folder has only the vendored copy
    expect(read(ROOT, 'codegen', 'ynab', 'open_api_spec.json')).toBe(readFileSync(shared, 'utf8'));
  });

  it.each(['tools', 'undo'])('lets src/%s raise only the generated error constructors', (folder) => {
    const handlers = files(join(ROOT, 'src', folder)).filter((f) => f.endsWith('.ts'));
    expect(handlers.length).toBeGreaterThan(0);
    // Generated constructors are plain calls (errors.x(...)); building an error by hand needs `new`.
    const offenders = handlers.filter((f) => /throw\s+new\s/.test(read(ROOT, 'src', folder, f)));
    expect(offenders).toEqual([]);
  });
});

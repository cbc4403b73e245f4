// The layering of seed 003 and issues #14 and #30 as data: one table of rules, each with a name, why it holds,
// the files it holds for and what in a file breaks it; checkTree lists every breach of a tree at once.
import { isBuiltin } from 'node:module';
import { cyclePaths, globalUses, importsOf, moduleCycles, type GlobalUse, type ImportEdge, type ModuleCycle } from './import-graph.ts';

/** One source file as the rules see it. */
export interface FileFacts {
  file: string;
  imports: ImportEdge[];
  globals: GlobalUse[];
}

export interface Tree {
  files: ReadonlyMap<string, FileFacts>;
  /** Import cycles between files (type-only imports included), each as a path from its first file back to it. */
  cycles: string[][];
  /** Import cycles between the modules of src/ (import-graph.ts's moduleOf), type-only imports included. */
  moduleCycles: ModuleCycle[];
}

export interface Breach {
  line: number;
  /** What breaks the rule, with the import as written: `imports 'node:fs'`. */
  what: string;
}

export interface Rule {
  name: string;
  why: string;
  /** Path prefixes of the files it holds for (a folder ends with '/'). */
  files: readonly string[];
  /** Path prefixes of files it spares. */
  spared?: readonly string[];
  breaches(file: FileFacts, tree: Tree): Breach[];
}

/** `node:fs` and `fs` alike, as `fs`; anything else as written. */
const builtin = (specifier: string): string | undefined => (isBuiltin(specifier) ? specifier.replace(/^node:/, '') : undefined);

const imports = (edge: ImportEdge): Breach => ({ line: edge.line, what: `imports '${edge.specifier}'` });

/** Value bindings of `edge` outside `allowed` (type-only imports run nothing): `imports writeFile from 'node:fs'`. */
function valuesOutside(edge: ImportEdge, allowed: ReadonlySet<string>): Breach[] {
  return edge.values
    .filter((v) => !allowed.has(v))
    .map((v) => ({ line: edge.line, what: v === '*' ? `imports all of '${edge.specifier}'` : `imports ${v} from '${edge.specifier}'` }));
}

/** Modules that only make outbound connections (an HTTP client, sockets, name look-ups). */
const CLIENT_MODULES = new Set(['https', 'http2', 'tls', 'dns', 'dns/promises', 'dgram', 'undici', 'openapi-fetch']);
/** node:http and node:net serve (src/http/, the fake's loopback server): what a listening server needs, nothing that connects. */
const SERVER_SIDE: Readonly<Record<string, ReadonlySet<string>>> = {
  http: new Set(['createServer', 'STATUS_CODES', 'METHODS']),
  net: new Set(['isIP', 'isIPv4', 'isIPv6']),
};
/** What of node:fs and node:fs/promises only reads: anything else (writeFile, appendFile, open, mkdir, rename, rm, …) may write. */
const FS_READS = new Set([
  'existsSync',
  'readFile',
  'readFileSync',
  'stat',
  'statSync',
  'lstat',
  'lstatSync',
  'readdir',
  'readdirSync',
  'access',
  'accessSync',
  'realpath',
  'realpathSync',
  'createReadStream',
  'constants',
]);
const FS_MODULES = new Set(['fs', 'fs/promises']);

/** npm packages that only turn text into values and back (no I/O, no clock): the logic reads statements and the rules file with them. */
const PURE_PACKAGES = new Set(['csv-parse/sync', 'fast-xml-parser', 'yaml']);

export const LOGIC_IS_PURE = 'logic is pure';
export const NETWORK = 'only ynab and update reach the network';
export const FILE_WRITES = 'only the journal and declared caches write files';
export const CONFIRM_BELOW = 'confirmation imports neither the tools nor the runtime';
export const FAKE_ALONE = 'the fake depends on nothing of the product';
export const GENERATED_KIT = 'generated imports only the kit and its handlers';
export const NO_CYCLES = 'no import cycles';
export const PG_STORE = 'only the PostgreSQL store imports pg';
export const NO_MODULE_CYCLES = 'no import cycles between modules';
export const TYPES_FROM_GENERATED = "logic and views take only types from generated/: the tools' contracts and YNAB's";
export const CONTRACT_ALONE = 'the contract imports nothing';

/** What of generated/ the logic and the views may name: the tools' contracts and YNAB's own types, as types only. */
const GENERATED_TYPES = ['generated/contract/', 'generated/ynab/'];

/** Folders that write files: the journal, and the caches CONTRIBUTING.md declares (its folder table). */
export const FILE_WRITERS = [
  'src/journal/',
  'src/update/',
  'src/ynab/replica/',
  'src/start/compiled-code.ts',
  'src/rules/file-store.ts',
] as const;

export const RULES: readonly Rule[] = [
  {
    name: LOGIC_IS_PURE,
    why: 'src/logic/ imports only src/logic/, node:crypto and node:buffer (hashes and encodings, no I/O), the text parsers the statements and the rules file are read with (csv-parse/sync, fast-xml-parser, yaml: strings in, values out) and types of generated/ (its own rule says which), so every computation is a pure function tested without a server',
    files: ['src/logic/'],
    breaches: (f) =>
      f.imports
        .filter((e) =>
          e.to === undefined
            ? !['crypto', 'buffer'].includes(builtin(e.specifier) ?? '') && !PURE_PACKAGES.has(e.specifier)
            : !e.to.startsWith('src/logic/') && !e.to.startsWith('generated/'),
        )
        .map(imports),
  },
  {
    name: TYPES_FROM_GENERATED,
    why: "src/logic/ and views/ name the tools' answers and YNAB's data by the types codegen prints (generated/contract/<tool>.d.ts, generated/ynab/), with `import type` only: nothing of generated/ runs in them, and no copy of a shape can drift from the manifest or the spec",
    files: ['src/logic/', 'views/'],
    breaches: (f) =>
      f.imports
        .filter((e) => e.to?.startsWith('generated/'))
        .flatMap((e) => (!GENERATED_TYPES.some((p) => e.to!.startsWith(p)) ? [imports(e)] : e.typeOnly ? [] : valuesOutside(e, new Set()))),
  },
  {
    name: CONTRACT_ALONE,
    why: "a tool's contract (generated/contract/<tool>.d.ts) is plain types printed from its manifest: importing nothing, it can be read by the logic and the views without bringing anything with it",
    files: ['generated/contract/'],
    breaches: (f) => f.imports.map(imports),
  },
  {
    name: NETWORK,
    why: "outbound requests leave from src/ynab/ (the YNAB client, paced for its hourly limit, and YNAB's OAuth), src/update/ (one GET a day) and src/hosted/oauth/document-fetch.ts (a client's metadata document, checked first) only; src/http/ and the fake only listen",
    files: ['src/', 'generated/'],
    spared: ['src/ynab/', 'src/update/', 'src/hosted/oauth/document-fetch.ts'],
    breaches: (f) => [
      ...f.imports.flatMap((e) => {
        const name = builtin(e.specifier) ?? e.specifier;
        if (e.typeOnly) return [];
        if (CLIENT_MODULES.has(name)) return [imports(e)];
        const serverSide = SERVER_SIDE[name];
        return serverSide ? valuesOutside(e, serverSide) : [];
      }),
      ...f.globals.map((g) => ({ line: g.line, what: `uses the global ${g.name}` })),
    ],
  },
  {
    name: FILE_WRITES,
    why: "the journal and the rules file (src/rules/file-store.ts) are the only code that writes the user's data; src/update/ has its declared once-a-day cache file, src/ynab/replica/ the YNAB client's cache on disk, in SQLite, and src/start/compiled-code.ts the folder of Node's compile cache (CONTRIBUTING.md, its folder table); everything else may only read files, and never opens a database",
    files: ['src/', 'generated/'],
    spared: FILE_WRITERS,
    breaches: (f) => [
      ...f.imports.filter((e) => FS_MODULES.has(builtin(e.specifier) ?? '')).flatMap((e) => valuesOutside(e, FS_READS)),
      ...f.imports.filter((e) => !e.typeOnly && builtin(e.specifier) === 'sqlite').map(imports),
    ],
  },
  {
    name: CONFIRM_BELOW,
    why: 'src/confirm/ is the one path every confirmed write takes: the tools and the runtime (src/mcp/, src/app/, src/start/, the transports) call it, it never reaches back up',
    files: ['src/confirm/'],
    breaches: (f) =>
      f.imports
        .filter(
          (e) =>
            e.to !== undefined &&
            (['src/tools/', 'src/mcp/', 'src/app/', 'src/start/', 'src/http/'].some((p) => e.to!.startsWith(p)) ||
              e.to === 'src/server.ts'),
        )
        .map(imports),
  },
  {
    name: FAKE_ALONE,
    why: "src/fake-ynab/ plays YNAB, so it may share only YNAB's own types (generated/ynab/) with the product it stands in front of",
    files: ['src/fake-ynab/'],
    breaches: (f) =>
      f.imports.filter((e) => e.to !== undefined && !e.to.startsWith('src/fake-ynab/') && !e.to.startsWith('generated/ynab/')).map(imports),
  },
  {
    name: GENERATED_KIT,
    why: 'generated code imports one hand-written file, src/mcp/kit.ts, besides the handlers its registry loads, so codegen names no other path of src/',
    files: ['generated/'],
    breaches: (f, tree) =>
      f.imports
        .filter((e) => e.to !== undefined && !e.to.startsWith('generated/') && e.to !== 'src/mcp/kit.ts')
        .filter((e) => !(f.file === 'generated/registry.ts' && isHandler(e.to!, tree)))
        .map(imports),
  },
  {
    name: PG_STORE,
    why: 'hosted mode keeps its state behind small ports (JournalMedium, CodeKeeper, PaceKeeper…) that src/store/pg/ satisfies: the rest of the server, hosted/ included, never holds a PostgreSQL connection or writes SQL',
    files: ['src/', 'generated/'],
    spared: ['src/store/pg/'],
    breaches: (f) => f.imports.filter((e) => !e.typeOnly && (e.specifier === 'pg' || e.specifier.startsWith('pg/'))).map(imports),
  },
  {
    name: NO_CYCLES,
    why: 'every file can be read, tested and loaded after the files it imports; a cycle (type-only imports too) makes two files one',
    files: ['src/', 'generated/'],
    breaches: (f, tree) =>
      tree.cycles
        .filter((c) => c[0] === f.file)
        .map((c) => ({ line: f.imports.find((e) => e.to === c[1])?.line ?? 1, what: `cycle ${c.join(' → ')}` })),
  },
  {
    name: NO_MODULE_CYCLES,
    why: "the modules of src/ (its top folders and root files; the fake's rooms each one) import one another one way only, so each sits at a level above what it imports and none imports upwards; generated/ is left out, its imports held by their own rule",
    files: ['src/'],
    breaches: (f, tree) =>
      tree.moduleCycles
        .filter((c) => c.edge.from === f.file)
        .map((c) => ({ line: c.edge.line, what: `module cycle ${c.path.join(' → ')} (imports '${c.edge.specifier}')` })),
  },
];

/** src/tools/<tool>.ts for a tool codegen generated (generated/tools/<tool>.ts exists). */
function isHandler(path: string, tree: Tree): boolean {
  const tool = /^src\/tools\/([a-z0-9_]+)\.ts$/.exec(path)?.[1];
  return tool !== undefined && tree.files.has(`generated/tools/${tool}.ts`);
}

/** A breach known and accepted for a while: the rule, the file and the breach exactly as checkTree names it. */
export interface Allowance {
  rule: string;
  file: string;
  what: string;
}

export const ALLOWANCES: readonly Allowance[] = [];

export interface Violation extends Breach {
  rule: string;
  why: string;
  file: string;
}

export const describeViolation = (v: Violation) => `${v.file}:${v.line} ${v.what}: breaks "${v.rule}" (${v.why})`;

const under = (file: string, prefixes: readonly string[]) => prefixes.some((p) => file === p || (p.endsWith('/') && file.startsWith(p)));

/** Every breach of every rule in `tree`, minus the allowed ones; and the allowances that matched nothing (stale). */
export function checkTree(tree: Tree, rules = RULES, allowances = ALLOWANCES): { violations: Violation[]; unusedAllowances: Allowance[] } {
  const used = new Set<Allowance>();
  const violations: Violation[] = [];
  for (const rule of rules) {
    for (const facts of tree.files.values()) {
      if (!under(facts.file, rule.files) || under(facts.file, rule.spared ?? [])) continue;
      for (const breach of rule.breaches(facts, tree)) {
        const allowed = allowances.find((a) => a.rule === rule.name && a.file === facts.file && a.what === breach.what);
        if (allowed) used.add(allowed);
        else violations.push({ rule: rule.name, why: rule.why, file: facts.file, ...breach });
      }
    }
  }
  return { violations, unusedAllowances: allowances.filter((a) => !used.has(a)) };
}

/** The facts of every file of `sources` (path relative to the repository → its text). */
export function treeOf(sources: ReadonlyMap<string, string>): Tree {
  const files = new Map<string, FileFacts>();
  // Specifiers resolve against '/', so the paths stay relative to the repository wherever it is.
  for (const [file, text] of sources) files.set(file, { file, imports: importsOf('/', file, text), globals: globalUses(file, text) });
  const inside = [...files.values()].flatMap((f) => f.imports).filter((e) => e.to !== undefined && files.has(e.to));
  return { files, cycles: cyclePaths(inside), moduleCycles: moduleCycles(inside) };
}

// Two mini trees for the architecture rules: one that breaks each rule once (with the breach the checker
// must name), one that stays inside every rule in the ways the real tree does (reads, listening servers,
// types, property names that look like fetch).
import {
  CONFIRM_BELOW,
  CONTRACT_ALONE,
  FAKE_ALONE,
  FILE_WRITES,
  GENERATED_KIT,
  LOGIC_IS_PURE,
  NETWORK,
  NO_CYCLES,
  NO_MODULE_CYCLES,
  PG_STORE,
  TYPES_FROM_GENERATED,
} from './rules.ts';

const tree = (files: Record<string, string[]>) => new Map(Object.entries(files).map(([file, lines]) => [file, `${lines.join('\n')}\n`]));

export const BREAKING = tree({
  'src/logic/budget/sum.ts': [
    '// sums.',
    "import { readFileSync } from 'node:fs';",
    "import { handler } from '../../tools/list_plans.ts';",
  ],
  'src/confirm/ask.ts': [
    '// asks.',
    "import { fingerprint } from '../logic/writes/fingerprint.ts';",
    "import type { ToolContext } from '../mcp/tool-context.ts';",
  ],
  'src/tools/list_plans.ts': ['// lists.', 'export const handler = () => fetch("https://api.ynab.com/v1/plans");'],
  'src/mcp/send.ts': ['// sends.', "import { request } from 'node:https';", 'export const send = globalThis.fetch;'],
  'src/http/serve.ts': ['// serves.', "import { createServer, get } from 'node:http';"],
  'src/app/save.ts': [
    '// saves.',
    "import { writeFile } from 'node:fs/promises';",
    "import * as fs from 'fs';",
    "import { DatabaseSync } from 'node:sqlite';",
  ],
  'src/fake-ynab/routes/plans.ts': [
    '// routes.',
    "import type { components } from '../../../generated/ynab/schema.d.ts';",
    "import { money } from '../../logic/core/money.ts';",
  ],
  'generated/registry.ts': [
    '// registry.',
    "import { lazyHandler } from '../src/mcp/kit.ts';",
    "export const checks = lazyHandler(() => import('../src/tools/checks.ts'));",
  ],
  'generated/tools/list_plans.ts': ['// generated.', "import { log } from '../../src/log.ts';"],
  'src/journal/a.ts': ['// a.', "import { b } from './b.ts';"],
  'src/journal/b.ts': ['// b.', "import type { A } from './a.ts';"],
  'src/hosted/people.ts': ['// people.', "import type { PoolClient } from 'pg';", "import pg from 'pg';"],
  // No cycle between files, one between modules: http/ and hosted/, and two of the fake's rooms.
  'src/http/routes.ts': ['// routes.', "import { router } from '../hosted/router.ts';"],
  'src/hosted/router.ts': ['// router.', "import type { IpBlock } from '../http/ip-blocks.ts';", 'export const router = 1;'],
  'src/http/ip-blocks.ts': ['// blocks.', 'export type IpBlock = string;'],
  'src/fake-ynab/model/state.ts': ['// state.', "import type { View } from '../routes/views.ts';"],
  'src/fake-ynab/routes/views.ts': ['// views.', "import type { Plan } from '../model/plan.ts';", 'export type View = 1;'],
  'src/fake-ynab/model/plan.ts': ['// plan.', 'export type Plan = 1;'],
  // generated/ in the logic and the views: a value of a contract, anything of a tool's runtime file or the registry.
  'src/logic/classify/plan.ts': [
    '// plans.',
    "import { Output } from '../../../generated/contract/apply_categories.d.ts';",
    "import type { Refusal } from '../../../generated/tools/apply_categories.ts';",
  ],
  'views/month/main.ts': [
    '// month.',
    "import type { Output } from '../../generated/contract/get_monthly_summary.d.ts';",
    "import { registry } from '../../generated/registry.ts';",
  ],
  'generated/contract/list_plans.d.ts': ['// contract.', "import type { Static } from 'typebox';"],
});

/** What checkTree must report for BREAKING, rule by rule. */
export const BREACHES = [
  { rule: LOGIC_IS_PURE, file: 'src/logic/budget/sum.ts', line: 2, what: "imports 'node:fs'" },
  { rule: LOGIC_IS_PURE, file: 'src/logic/budget/sum.ts', line: 3, what: "imports '../../tools/list_plans.ts'" },
  { rule: NETWORK, file: 'src/http/serve.ts', line: 2, what: "imports get from 'node:http'" },
  { rule: NETWORK, file: 'src/mcp/send.ts', line: 2, what: "imports 'node:https'" },
  { rule: NETWORK, file: 'src/mcp/send.ts', line: 3, what: 'uses the global fetch' },
  { rule: NETWORK, file: 'src/tools/list_plans.ts', line: 2, what: 'uses the global fetch' },
  { rule: FILE_WRITES, file: 'src/app/save.ts', line: 2, what: "imports writeFile from 'node:fs/promises'" },
  { rule: FILE_WRITES, file: 'src/app/save.ts', line: 3, what: "imports all of 'fs'" },
  { rule: FILE_WRITES, file: 'src/app/save.ts', line: 4, what: "imports 'node:sqlite'" },
  { rule: CONFIRM_BELOW, file: 'src/confirm/ask.ts', line: 3, what: "imports '../mcp/tool-context.ts'" },
  { rule: FAKE_ALONE, file: 'src/fake-ynab/routes/plans.ts', line: 3, what: "imports '../../logic/core/money.ts'" },
  { rule: GENERATED_KIT, file: 'generated/registry.ts', line: 3, what: "imports '../src/tools/checks.ts'" },
  { rule: GENERATED_KIT, file: 'generated/tools/list_plans.ts', line: 2, what: "imports '../../src/log.ts'" },
  { rule: NO_CYCLES, file: 'src/journal/a.ts', line: 2, what: 'cycle src/journal/a.ts → src/journal/b.ts → src/journal/a.ts' },
  { rule: PG_STORE, file: 'src/hosted/people.ts', line: 3, what: "imports 'pg'" },
  {
    rule: NO_MODULE_CYCLES,
    file: 'src/fake-ynab/model/state.ts',
    line: 2,
    what: "module cycle src/fake-ynab/model/ → src/fake-ynab/routes/ → src/fake-ynab/model/ (imports '../routes/views.ts')",
  },
  {
    rule: NO_MODULE_CYCLES,
    file: 'src/hosted/router.ts',
    line: 2,
    what: "module cycle src/hosted/ → src/http/ → src/hosted/ (imports '../http/ip-blocks.ts')",
  },
  {
    rule: TYPES_FROM_GENERATED,
    file: 'src/logic/classify/plan.ts',
    line: 2,
    what: "imports Output from '../../../generated/contract/apply_categories.d.ts'",
  },
  {
    rule: TYPES_FROM_GENERATED,
    file: 'src/logic/classify/plan.ts',
    line: 3,
    what: "imports '../../../generated/tools/apply_categories.ts'",
  },
  { rule: TYPES_FROM_GENERATED, file: 'views/month/main.ts', line: 3, what: "imports '../../generated/registry.ts'" },
  { rule: CONTRACT_ALONE, file: 'generated/contract/list_plans.d.ts', line: 2, what: "imports 'typebox'" },
];

export const KEEPING = tree({
  'src/ynab/client.ts': ['// the client.', "import createClient from 'openapi-fetch';", 'export const send = (r: Request) => fetch(r);'],
  'src/ynab/token.ts': ['// the token.', "import { readFileSync, statSync } from 'node:fs';"],
  'src/ynab/replica/store.ts': [
    '// the replica.',
    "import { mkdirSync, openSync } from 'node:fs';",
    "import { DatabaseSync } from 'node:sqlite';",
  ],
  'src/update/latest-version.ts': [
    '// the check.',
    "import { mkdir, readFile, writeFile } from 'node:fs/promises';",
    'export const get = () => fetch("https://registry.npmjs.org/");',
  ],
  'src/journal/append-line.ts': [
    '// appends.',
    "import { constants } from 'node:fs';",
    "import { type FileHandle, open } from 'node:fs/promises';",
  ],
  'src/http/serve-http.ts': [
    '// serves.',
    "import { createServer, type IncomingMessage } from 'node:http';",
    "import type { AddressInfo } from 'node:net';",
    "import type { Agent } from 'node:https';",
  ],
  'src/app/deps.ts': [
    '// wires.',
    'export const deps = (fake: { fetch: typeof fetch }, options: { fetch?: typeof fetch }) => ({ fetch: options.fetch ?? ((r: Request) => fake.fetch(r)) });',
  ],
  'src/logic/core/id.ts': [
    '// ids.',
    "import { createHash } from 'node:crypto';",
    "import { Buffer } from 'node:buffer';",
    "import { day } from './day.ts';",
  ],
  'src/logic/core/day.ts': [
    '// days.',
    "import type { components } from '../../../generated/ynab/schema.d.ts';",
    "import { type Output } from '../../../generated/contract/list_plans.d.ts';",
    'export const day = 1;',
  ],
  'src/confirm/ask.ts': [
    '// asks.',
    "import { day } from '../logic/core/day.ts';",
    "import type { Journal } from '../journal/journal.ts';",
  ],
  'src/fake-ynab/spec/openapi-spec.ts': [
    '// the spec.',
    "import { existsSync, readFileSync } from 'node:fs';",
    "import type { components } from '../../../generated/ynab/schema.d.ts';",
  ],
  'generated/registry.ts': [
    '// registry.',
    "import { lazyHandler } from '../src/mcp/kit.ts';",
    "import { definition } from './tools/list_plans.ts';",
    "export const entry = { definition, handler: lazyHandler(() => import('../src/tools/list_plans.ts')) };",
  ],
  'generated/tools/list_plans.ts': ['// generated.', "import type { ToolDefinition } from '../../src/mcp/kit.ts';"],
  'src/tools/list_plans.ts': ['// lists.', "import type { Args } from '../../generated/tools/list_plans.ts';"],
  'src/store/pg/database.ts': ['// the database.', "import pg from 'pg';"],
  'src/hosted/ports.ts': ['// ports.', "import type { PoolClient } from 'pg';"],
  'src/logic/classify/plan.ts': [
    '// plans.',
    "import type { Output } from '../../../generated/contract/apply_categories.d.ts';",
    "import { type components } from '../../../generated/ynab/schema.d.ts';",
  ],
  'views/month/main.ts': [
    '// month.',
    "import type { Output } from '../../generated/contract/get_monthly_summary.d.ts';",
    "import { h } from '../shared/dom.ts';",
    "import uPlot from 'uplot';",
  ],
  'generated/contract/list_plans.d.ts': ['// contract.', 'export type Input = object;'],
});

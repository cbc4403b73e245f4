// What `npm run check:inspector` asks the MCP Inspector CLI, and what each answer must be. The expected
// names come from the same registry, resources and prompts the server registers, so the check needs no
// update when a tool is added; the figures come from the demo plan (docs/en/demo.md).
import { definitions } from '../../generated/registry.ts';
import { resources } from '../../generated/resources.ts';
import { prompts } from '../../src/mcp/prompts.ts';
import { GUIDE_URI } from '../../src/mcp/register-guide.ts';

export type Era = 'legacy' | 'modern';

export interface InspectorCheck {
  name: string;
  /** Arguments after the server command: --method and its options. */
  args: string[];
  /** Exactly AVENIR_MCP_WRITE=1 turns writes on; every call states it, so the caller's shell cannot. */
  writes: boolean;
  /** Problems with the answer's `result` (empty: the check passed). */
  verify: (result: Record<string, unknown>, era: Era) => string[];
  /** What the answer showed, in a few words, for the check's output. */
  seen: (result: Record<string, unknown>) => string;
}

const SERVER_INFO = 'io.modelcontextprotocol/serverInfo';

const sameSet = (what: string, got: readonly string[], want: readonly string[]): string[] => {
  const missing = want.filter((w) => !got.includes(w));
  const extra = got.filter((g) => !want.includes(g));
  if (missing.length === 0 && extra.length === 0 && got.length === want.length) return [];
  return [
    `${what}: ${got.length} listed, ${want.length} expected; missing ${missing.join(', ') || '-'}; unexpected ${extra.join(', ') || '-'}`,
  ];
};

/** A modern answer carries the per-response server identity; a legacy one does not (the era really changed). */
function eraOf(result: Record<string, unknown>, era: Era): string[] {
  const info = (result._meta as Record<string, { name?: string }> | undefined)?.[SERVER_INFO];
  if (era === 'modern' && info?.name !== 'avenir-mcp') return [`no _meta["${SERVER_INFO}"] naming avenir-mcp: not a 2026-07-28 answer`];
  if (era === 'legacy' && info !== undefined) return [`_meta["${SERVER_INFO}"] on a legacy answer`];
  return [];
}

function toolList(writes: boolean) {
  const want = definitions.filter((d) => writes || d.kind === 'read').map((d) => d.name);
  return (result: Record<string, unknown>): string[] => {
    const tools = (result.tools as { name: string }[] | undefined) ?? [];
    // --strict adds the Inspector's schema portability findings (errors and warnings) to the answer.
    const findings = (result.schemaFindings as unknown[] | undefined) ?? [];
    return [
      ...sameSet(
        `tools (writes ${writes ? 'on' : 'off'})`,
        tools.map((t) => t.name),
        want,
      ),
      ...(findings.length > 0 ? [`schema portability findings: ${JSON.stringify(findings).slice(0, 400)}`] : []),
    ];
  };
}

const toolsSeen = (r: Record<string, unknown>): string =>
  `${((r.tools as unknown[] | undefined) ?? []).length} tools, ${((r.schemaFindings as unknown[] | undefined) ?? []).length} schema portability findings`;

const structured = (result: Record<string, unknown>) => (result.structuredContent ?? {}) as Record<string, unknown>;

export const CHECKS: readonly InspectorCheck[] = [
  {
    name: 'tools/list, writes off (--strict)',
    args: ['--method', 'tools/list', '--strict'],
    writes: false,
    verify: toolList(false),
    seen: toolsSeen,
  },
  {
    name: 'tools/list, writes on (--strict)',
    args: ['--method', 'tools/list', '--strict'],
    writes: true,
    verify: toolList(true),
    seen: toolsSeen,
  },
  {
    name: 'resources/list',
    args: ['--method', 'resources/list'],
    writes: false,
    seen: (r) => ((r.resources as { uri: string }[]) ?? []).map((x) => x.uri).join(', '),
    // With writes off: the data resources and the views of the read tools (src/mcp/register-views.ts).
    verify: (r) =>
      sameSet(
        'resources',
        ((r.resources as { uri: string }[]) ?? []).map((x) => x.uri),
        [
          GUIDE_URI,
          ...resources.filter((d) => !d.template).map((d) => d.uri),
          ...definitions.filter((d) => d.kind === 'read' && d.view).map((d) => d.view!.uri),
        ],
      ),
  },
  {
    name: 'resources/templates/list',
    args: ['--method', 'resources/templates/list'],
    writes: false,
    seen: (r) => ((r.resourceTemplates as { uriTemplate: string }[]) ?? []).map((x) => x.uriTemplate).join(', '),
    verify: (r) =>
      sameSet(
        'templates',
        ((r.resourceTemplates as { uriTemplate: string }[]) ?? []).map((x) => x.uriTemplate),
        resources.filter((d) => d.template).map((d) => d.uri),
      ),
  },
  {
    name: 'prompts/list',
    args: ['--method', 'prompts/list'],
    writes: false,
    seen: (r) => ((r.prompts as { name: string }[]) ?? []).map((x) => x.name).join(', '),
    verify: (r) =>
      sameSet(
        'prompts',
        ((r.prompts as { name: string }[]) ?? []).map((x) => x.name),
        prompts.map((p) => p.name),
      ),
  },
  {
    name: 'tools/call list_plans',
    args: ['--method', 'tools/call', '--tool-name', 'list_plans'],
    writes: false,
    seen: (r) => `plans ${((structured(r).plans as { id: string }[] | undefined) ?? []).map((p) => p.id).join(', ')}`,
    verify: (r, era) => {
      const plans = (structured(r).plans as { id: string }[] | undefined) ?? [];
      return [
        ...eraOf(r, era),
        ...(r.isError === true || !plans.some((p) => p.id === 'demo-budget')
          ? [`no demo-budget plan: ${JSON.stringify(r).slice(0, 300)}`]
          : []),
      ];
    },
  },
  {
    name: 'tools/call get_monthly_summary plan_id=demo-budget',
    args: ['--method', 'tools/call', '--tool-name', 'get_monthly_summary', '--tool-arg', 'plan_id=demo-budget'],
    writes: false,
    seen: (r) => `month ${String(structured(r).month)}, ready_to_assign ${String(structured(r).ready_to_assign)}`,
    verify: (r, era) => {
      const s = structured(r);
      const ok = r.isError !== true && s.month === '2026-09-01' && s.ready_to_assign === 1729.32;
      return [
        ...eraOf(r, era),
        ...(ok ? [] : [`expected month 2026-09-01 and ready_to_assign 1729.32, got ${JSON.stringify(s).slice(0, 300)}`]),
      ];
    },
  },
  {
    name: `resources/read ${GUIDE_URI}`,
    args: ['--method', 'resources/read', '--uri', GUIDE_URI],
    writes: false,
    seen: (r) => {
      const [content] = (r.contents as { mimeType?: string; text?: string }[] | undefined) ?? [];
      return `${content?.mimeType ?? '?'}, ${content?.text?.length ?? 0} characters`;
    },
    verify: (r, era) => {
      const [content] = (r.contents as { uri: string; mimeType?: string; text?: string }[] | undefined) ?? [];
      const ok =
        content?.uri === GUIDE_URI &&
        content.mimeType === 'text/markdown' &&
        content.text?.startsWith('# avenir-mcp usage guide\n') === true;
      return [...eraOf(r, era), ...(ok ? [] : [`not the usage guide: ${JSON.stringify(content).slice(0, 300)}`])];
    },
  },
  {
    name: 'prompts/get monthly_review plan_id=demo-budget',
    args: ['--method', 'prompts/get', '--prompt-name', 'monthly_review', '--prompt-args', 'plan_id=demo-budget'],
    writes: false,
    seen: (r) => `${((r.messages as unknown[] | undefined) ?? []).length} message(s)`,
    verify: (r, era) => {
      const messages = (r.messages as { role: string; content: { type: string; text?: string } }[] | undefined) ?? [];
      const text = messages[0]?.content.text ?? '';
      const ok =
        messages.length === 1 && messages[0]?.role === 'user' && text.includes('get_monthly_summary') && text.includes('"demo-budget"');
      return [...eraOf(r, era), ...(ok ? [] : [`not the monthly review for demo-budget: ${JSON.stringify(messages).slice(0, 300)}`])];
    },
  },
];

// Step 5 of codegen: render docs/<lang>/tools/<tool>.md, the tools index and the errors catalogue in every
// language from the model and the examples run on the demo plan (handlebars templates in codegen/templates).
import { readFileSync } from 'node:fs';
import Handlebars from 'handlebars';
import { LABELS, LANGUAGES, type Labels } from './labels.ts';
import type { FieldModel, JsonSchema, Model, ToolModel } from './model.ts';
import { normalise, type ExampleRun } from './run-examples.ts';
import { prompts } from '../src/mcp/prompts.ts';
import { GUIDE_RESOURCE, GUIDE_URI } from '../src/mcp/register-guide.ts';

const template = (name: string) =>
  Handlebars.compile(readFileSync(new URL(`./templates/${name}.md.hbs`, import.meta.url), 'utf8'), { noEscape: true, strict: true });

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\s*\n\s*/g, ' ');

export function renderType(schema: JsonSchema): string {
  if (Array.isArray(schema.anyOf)) {
    return (schema.anyOf as JsonSchema[]).map((s) => (s.type === 'null' ? 'null' : renderType(s))).join(' | ');
  }
  if (Array.isArray(schema.type)) return (schema.type as string[]).join(' | ');
  if (Array.isArray(schema.enum)) return (schema.enum as unknown[]).map((v) => (v === null ? 'null' : `“${String(v)}”`)).join(' | ');
  if (schema.type === 'array') return `array of ${renderType(schema.items as JsonSchema)}`;
  return String(schema.type);
}

const descriptionOf = (f: FieldModel) => cell(String(f.schema.description ?? ''));

/** The first sentence of a description: the tool's summary in indexes and front matter. */
export function summary(description: string): string {
  const match = /^(.+?[.!?])(\s|$)/s.exec(description.trim());
  return cell(match ? match[1]! : description.trim());
}

function undoValue(tool: ToolModel, l: Labels, lang: 'en' | 'es'): string {
  const reason = tool.undo.reason?.[lang];
  if (tool.undo.mode === 'yes') return l.undoYes;
  if (tool.undo.mode === 'partial') return `${l.undoPartial} ${reason ?? ''}`.trim();
  return reason ? `${l.no}: ${reason}` : l.no;
}

function confirmationValue(tool: ToolModel, l: Labels): string {
  if (tool.confirmation === 'confirmed') return l.confirmationConfirmed;
  if (tool.confirmation === 'immediate') return l.confirmationImmediate;
  return l.no;
}

const errorMessages = (tool: ToolModel) => tool.errors.map((e) => e.message);

function toolView(tool: ToolModel, run: ExampleRun, lang: 'en' | 'es') {
  const l = LABELS[lang];
  const yesNo = (b: boolean) => (b ? l.yes : l.no);
  const behaviour = [
    { label: l.kind, value: tool.kind === 'write' ? l.kindWrite : l.kindRead },
    { label: l.confirmation, value: confirmationValue(tool, l) },
    { label: l.undo, value: undoValue(tool, l, lang) },
    ...(tool.kind === 'write' ? [{ label: l.destructive, value: yesNo(tool.annotations.destructiveHint) }] : []),
    { label: l.idempotent, value: yesNo(tool.annotations.idempotentHint) },
    { label: l.requests, value: l.requestsValue(run.requests) },
  ];
  // A returned field, then its object's (or its array items') fields one level down: `debts[].name`.
  // Parameters stay one row each, as seed 004's page shows them; their items are in the description.
  const withChildren = (f: FieldModel) => [
    { path: f.name, field: f },
    ...f.children.map((c) => ({ path: `${f.name}${f.schema.type === 'array' ? '[].' : '.'}${c.name}`, field: c })),
  ];
  const params = tool.params.map((p) => ({
    name: p.name,
    type: cell(renderType(p.schema)),
    required: yesNo(p.required),
    default: p.hasDefault ? cell(JSON.stringify(p.default)) : '—',
    description: descriptionOf(p),
  }));
  const returns = tool.output
    .flatMap(withChildren)
    .map(({ path, field: f }) => ({ name: path, type: cell(renderType(f.schema)), description: descriptionOf(f) }));
  return {
    l,
    name: tool.name,
    summary: summary(tool.description),
    description: tool.description,
    behaviour,
    params,
    returns,
    exampleArguments: JSON.stringify(run.arguments, null, 2),
    exampleAnswer: JSON.stringify(normalise(run.answer), null, 2),
    errors: errorMessages(tool),
    seeAlso: tool.seeAlso.map((s) => ({ id: s.id, title: s[lang] })),
    view: tool.view && {
      intro: l.viewIntro(tool.view.title[lang], tool.view.uri),
      shows: tool.view.shows[lang],
      calls: tool.view.calls,
      // Screenshots from `npm run screenshots` (test/views), in docs/views/.
      light: `../../views/${tool.view.name}-light.png`,
      dark: `../../views/${tool.view.name}-dark.png`,
      title: tool.view.title[lang],
    },
  };
}

/** Every generated page, by path relative to docs/, from the examples' runs on the demo plan. */
export function renderPages(model: Model, runs: Map<string, ExampleRun>): Map<string, string> {
  const toolPage = template('tool');
  const indexPage = template('index');
  const errorsPage = template('errors');
  const files = new Map<string, string>();
  for (const lang of LANGUAGES) {
    const l = LABELS[lang];
    for (const tool of model.tools) {
      const run = runs.get(tool.name);
      if (!run) throw new Error(`no example run for ${tool.name}`);
      files.set(`${lang}/tools/${tool.name}.md`, toolPage(toolView(tool, run, lang)));
    }
    const row = (t: ToolModel) => ({
      name: t.name,
      title: cell(t.title),
      summary: summary(t.description),
      kind: t.kind === 'write' ? l.write : l.read,
      confirmation: t.kind === 'write' ? confirmationValue(t, l) : '—',
      undo: t.kind === 'write' ? undoValue(t, l, lang) : '—',
    });
    const read = model.tools.filter((t) => t.kind === 'read');
    const write = model.tools.filter((t) => t.kind === 'write');
    // One table per toolset (AVENIR_MCP_TOOLSETS), in the declared order: read tools first, then writes.
    const toolsets = model.toolsets.map((set) => ({
      heading: l.toolset(set.name),
      description: set[lang],
      tools: [...read, ...write].filter((t) => t.group === set.name).map(row),
    }));
    const guide = { uri: GUIDE_URI, name: GUIDE_RESOURCE.name, mimeType: GUIDE_RESOURCE.mimeType, description: cell(l.guideContent) };
    const resources = [
      guide,
      ...model.resources.map((r) => ({ uri: r.uri, name: r.name, mimeType: r.mimeType, description: cell(r.description) })),
    ];
    const promptRows = prompts.map((p) => ({
      name: p.name,
      arguments: p.arguments.map((a) => `\`${a.name}\`${a.required ? '' : ` (${l.optional})`}`).join(', '),
      purpose: cell(p.description),
    }));
    files.set(
      `${lang}/tools/index.md`,
      indexPage({ l, intro: l.indexIntro(read.length, write.length), toolsets, resources, prompts: promptRows }),
    );
    const tools = model.tools
      .map((t) => ({ name: t.name, errors: t.errors.map((e) => ({ id: e.id, message: e.message })) }))
      .filter((t) => t.errors.length > 0);
    files.set(`${lang}/reference/errors.md`, errorsPage({ l, tools }));
  }
  return files;
}

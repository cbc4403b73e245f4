// Step 3b of codegen: the checks that look across manifests, or from the manifests to other files, once each
// manifest has its model (model.ts checks each one on its own). `codegen code`, `docs` and `check` all run
// them, through checkedModel.
import type { LoadedManifests } from './load.ts';
import { buildModel, type JsonSchema, type Model, type ToolModel } from './model.ts';
import { mentions } from './names.ts';
import { ManifestErrors, ManifestProblem } from './problems.ts';

const NAME_A_TOOL = 'name a tool that has a manifest';

/** Every tool an example's setup calls has a manifest. */
function checkSetups(tools: readonly ToolModel[]): ManifestProblem[] {
  const names = new Set(tools.map((t) => t.name));
  return tools.flatMap((t) =>
    (t.example.setup ?? []).flatMap((s, i) =>
      names.has(s.tool) ? [] : [new ManifestProblem(t.file, `example.setup.${i}.tool`, `no tool named ${s.tool}`, NAME_A_TOOL)],
    ),
  );
}

/** Every description of an input schema, with the manifest field it comes from. */
function paramDescriptions(schema: JsonSchema, at: string): { at: string; text: string }[] {
  const found: { at: string; text: string }[] = [];
  if (typeof schema.description === 'string') found.push({ at: `${at}.description`, text: schema.description });
  for (const [name, property] of Object.entries((schema.properties ?? {}) as Record<string, JsonSchema>))
    found.push(...paramDescriptions(property, `${at}.${name}`));
  if (schema.items !== undefined) found.push(...paramDescriptions(schema.items as JsonSchema, `${at}.items`));
  for (const branch of (schema.anyOf ?? []) as JsonSchema[]) found.push(...paramDescriptions(branch, at));
  return found;
}

/**
 * Whether `other` is listed whenever `tool` is: same toolset, and a read tool (or `tool` writes, so writes
 * are on). Any other tool may be hidden while `tool` is listed (AVENIR_MCP_TOOLSETS, AVENIR_MCP_WRITE).
 */
export const alwaysBeside = (tool: Pick<ToolModel, 'group' | 'kind'>, other: Pick<ToolModel, 'group' | 'kind'>): boolean =>
  tool.group === other.group && (other.kind === 'read' || tool.kind === 'write');

/**
 * No text a tool sends names a tool that may be hidden while it is listed, except in a variant sentence,
 * which is replaced then (src/mcp/build-server.ts); and each variant sentence names a tool (buildModel found which).
 */
function checkMentions(tools: readonly ToolModel[]): ManifestProblem[] {
  const byName = new Map(tools.map((t) => [t.name, t]));
  const names = [...byName.keys()];
  const problems: ManifestProblem[] = [];
  for (const tool of tools) {
    const others = names.filter((n) => n !== tool.name);
    const check = (at: string, text: string) => {
      for (const name of mentions(text, others).filter((n) => !alwaysBeside(tool, byName.get(n)!))) {
        const other = byName.get(name)!;
        problems.push(
          new ManifestProblem(
            tool.file,
            at,
            `names ${name} (toolset ${other.group}, ${other.kind}), which can be hidden while ${tool.name} (toolset ${tool.group}, ${tool.kind}) is listed`,
            at === 'description'
              ? 'put it in a sentence with a `variants` entry giving the text sent without it, or name only read tools of the same toolset'
              : 'leave the tool unnamed here (the guide says where ids come from), or name only read tools of the same toolset',
          ),
        );
      }
    };
    let rest = tool.description;
    tool.variants.forEach((v, i) => {
      if (v.tools.length === 0)
        problems.push(
          new ManifestProblem(
            tool.file,
            `variants.${i}.sentence`,
            'names no other tool',
            'remove the variant: the sentence is always sent',
          ),
        );
      check(`variants.${i}.without`, v.without);
      rest = rest.replace(v.sentence, '');
    });
    check('description', rest);
    for (const { at, text } of paramDescriptions(tool.inputSchema, 'params')) check(at.replace(/^params\.properties\./, 'params.'), text);
  }
  return problems;
}

/** Each view names a folder of views/, belongs to one tool and calls only tools that exist. */
function checkViews(tools: readonly ToolModel[], folders: readonly string[] | undefined): ManifestProblem[] {
  const problems: ManifestProblem[] = [];
  const names = new Set(tools.map((t) => t.name));
  const owner = new Map<string, string>();
  for (const t of tools) {
    if (!t.view) continue;
    const { name, calls } = t.view;
    if (folders && !folders.includes(name))
      problems.push(
        new ManifestProblem(
          t.file,
          'view.name',
          `no views/${name}/index.html`,
          `create the view's folder, or use one of ${folders.join(', ') || '(none yet)'}`,
        ),
      );
    const other = owner.get(name);
    if (other)
      problems.push(new ManifestProblem(t.file, 'view.name', `${name} is already the view of ${other}`, 'give each tool its own view'));
    owner.set(name, t.name);
    calls.forEach((c, i) => {
      if (!names.has(c)) problems.push(new ManifestProblem(t.file, `view.calls.${i}`, `no tool named ${c}`, NAME_A_TOOL));
    });
  }
  return problems;
}

/**
 * Each journal kind is one tool's (undo_operation finds the undo by the kind alone), and the tool its
 * `check_with` sends the agent to has a manifest.
 */
function checkJournalKinds(tools: readonly ToolModel[]): ManifestProblem[] {
  const names = tools.map((t) => t.name);
  const owner = new Map<string, string>();
  const problems: ManifestProblem[] = [];
  for (const t of tools) {
    if (!t.journal) continue;
    const { kind, checkWith } = t.journal;
    const other = owner.get(kind);
    if (other)
      problems.push(
        new ManifestProblem(
          t.file,
          'undo.kind',
          `${kind} is already the journal kind of ${other}`,
          'give each journaled tool its own kind',
        ),
      );
    owner.set(kind, t.name);
    const first = /^[a-z][a-z0-9_]*/.exec(checkWith)?.[0];
    if (first === undefined || !names.includes(first)) {
      problems.push(
        new ManifestProblem(
          t.file,
          'undo.check_with',
          `does not begin with the name of a tool (${JSON.stringify(checkWith)})`,
          `begin with the tool that shows the change, then what to look at in brackets: ${NAME_A_TOOL}`,
        ),
      );
    }
  }
  return problems;
}

/** Every problem that only shows across manifests, or between them and views/ (`views`: its folders). */
export function crossChecks(model: Model, views: readonly string[] | undefined): ManifestProblem[] {
  return [...checkSetups(model.tools), ...checkMentions(model.tools), ...checkViews(model.tools, views), ...checkJournalKinds(model.tools)];
}

/** The model of every manifest, checked each alone and across: or ManifestErrors listing every problem found. */
export function checkedModel(loaded: LoadedManifests): Model {
  const model = buildModel(loaded);
  const problems = crossChecks(model, loaded.views);
  if (problems.length > 0) throw new ManifestErrors(problems);
  return model;
}

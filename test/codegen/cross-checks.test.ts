// Pins codegen's cross-checks (codegen/cross-checks.ts): what only shows across manifests, or between them and
// views/ — a setup naming no tool, a text naming a tool that can be hidden, a view's folder and owner, a journal
// kind given twice or sending the agent to no tool. Each manifest alone is valid here: buildModel accepts it.
import { describe, expect, it } from 'vitest';
import { checkedModel, crossChecks } from '../../codegen/cross-checks.ts';
import { buildModel } from '../../codegen/model.ts';
import { ManifestErrors } from '../../codegen/problems.ts';
import type { LoadedManifests } from '../../codegen/load.ts';
import { SHARED, TOOL, WRITER, withField } from './fixtures.ts';

const FILE = 'manifest/tools/sample_tool.yaml';

/** The tools as loaded, each named after its file. */
const manifests = (tools: Record<string, Record<string, unknown>>, views?: string[]): LoadedManifests => ({
  shared: { file: 'manifest/shared.yaml', data: SHARED },
  tools: Object.entries(tools).map(([name, data]) => ({ file: `manifest/tools/${name}.yaml`, data: withField(data, 'name', name) })),
  ...(views ? { views } : {}),
});

/** The cross-check problems of manifests each valid alone (buildModel throws otherwise). */
const problemsOf = (loaded: LoadedManifests): string[] => crossChecks(buildModel(loaded), loaded.views).map((p) => p.toString());

// A write tool of another toolset: hidden while sample_tool is listed with writes off, or without its toolset.
const writer = withField(
  withField(withField(withField(TOOL, 'kind', 'write'), 'group', 'undo'), 'confirmation', 'immediate'),
  'annotations.readOnlyHint',
  false,
);

describe('checkedModel', () => {
  it('returns the model when nothing is wrong across the manifests', () => {
    expect(checkedModel(manifests({ sample_tool: TOOL, other_tool: writer })).tools.map((t) => t.name)).toEqual([
      'other_tool',
      'sample_tool',
    ]);
  });

  it('throws every cross-check problem at once', () => {
    const given = withField(
      withField(TOOL, 'example.setup', [{ tool: 'no_such_tool', arguments: {} }]),
      'description',
      'Read a sample. Then call other_tool.',
    );
    let thrown: unknown;
    try {
      checkedModel(manifests({ sample_tool: given, other_tool: writer }));
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(ManifestErrors);
    expect((thrown as ManifestErrors).problems.map((p) => p.field)).toEqual(['example.setup.0.tool', 'description']);
  });
});

describe('example setups', () => {
  it('reports a setup step that names no tool', () => {
    const given = withField(TOOL, 'example.setup', [{ tool: 'no_such_tool', arguments: {} }]);
    expect(problemsOf(manifests({ sample_tool: given }))).toEqual([
      `${FILE}: example.setup.0.tool: no tool named no_such_tool: name a tool that has a manifest.`,
    ]);
  });
});

describe('tools named in the texts a tool sends', () => {
  const both = (tool: Record<string, unknown>) => manifests({ sample_tool: tool, other_tool: writer });

  it('refuses a description naming a tool that can be hidden while it is listed', () => {
    expect(problemsOf(both(withField(TOOL, 'description', 'Read a sample. Then call other_tool.')))).toContain(
      `${FILE}: description: names other_tool (toolset undo, write), which can be hidden while sample_tool (toolset budget, read) is listed: put it in a sentence with a \`variants\` entry giving the text sent without it, or name only read tools of the same toolset.`,
    );
  });

  it('refuses a parameter description naming one', () => {
    const problems = problemsOf(both(withField(TOOL, 'params.limit.description', 'How many, as other_tool counts them.')));
    expect(problems.some((p) => p.startsWith(`${FILE}: params.limit.description: names other_tool (toolset undo, write)`))).toBe(true);
  });

  it('accepts it inside a variant sentence, whose tools the model records', () => {
    const tool = withField(withField(TOOL, 'description', 'Read a sample. Then call other_tool.'), 'variants', [
      { sentence: 'Then call other_tool.', without: 'Then answer.' },
    ]);
    expect(problemsOf(both(tool))).toEqual([]);
    expect(buildModel(both(tool)).tools.find((t) => t.name === 'sample_tool')!.variants).toEqual([
      { sentence: 'Then call other_tool.', without: 'Then answer.', tools: ['other_tool'] },
    ]);
  });

  it('refuses a variant whose sentence names no tool, or whose replacement names one', () => {
    const idle = withField(TOOL, 'variants', [{ sentence: 'Then answer.', without: 'Answer.' }]);
    expect(problemsOf(both(idle))).toContain(
      `${FILE}: variants.0.sentence: names no other tool: remove the variant: the sentence is always sent.`,
    );
    const naming = withField(withField(TOOL, 'description', 'Read a sample. Then call other_tool.'), 'variants', [
      { sentence: 'Then call other_tool.', without: 'Ask other_tool.' },
    ]);
    expect(problemsOf(both(naming)).some((p) => p.startsWith(`${FILE}: variants.0.without: names other_tool`))).toBe(true);
  });

  it('lets a write tool name the write tools of its own toolset', () => {
    const sibling = withField(writer, 'description', 'Write a sample. Then call other_tool.');
    expect(problemsOf(manifests({ other_tool: writer, sibling_tool: sibling }))).toEqual([]);
  });
});

describe('views', () => {
  const view = (name: string, calls: string[] = []) => ({
    name,
    title: { en: 'A view', es: 'Una vista' },
    shows: { en: 'Samples.', es: 'Muestras.' },
    calls,
  });

  it('refuses a view without its folder in views/, and accepts one with it', () => {
    const given = withField(TOOL, 'view', view('sample'));
    expect(problemsOf(manifests({ sample_tool: given }, ['month']))).toEqual([
      `${FILE}: view.name: no views/sample/index.html: create the view's folder, or use one of month.`,
    ]);
    expect(problemsOf(manifests({ sample_tool: given }, ['month', 'sample']))).toEqual([]);
  });

  it('refuses a view two tools share, and one calling no tool', () => {
    const problems = problemsOf(
      manifests(
        { sample_tool: withField(TOOL, 'view', view('sample', ['no_such_tool'])), other_tool: withField(writer, 'view', view('sample')) },
        ['sample'],
      ),
    );
    expect(problems).toEqual([
      `${FILE}: view.name: sample is already the view of other_tool: give each tool its own view.`,
      `${FILE}: view.calls.0: no tool named no_such_tool: name a tool that has a manifest.`,
    ]);
  });
});

describe('journal kinds', () => {
  it('accepts a kind whose check_with begins with a tool', () => {
    expect(problemsOf(manifests({ sample_tool: WRITER, list_tool: TOOL }))).toEqual([]);
  });

  it('refuses a kind two tools journal', () => {
    expect(problemsOf(manifests({ sample_tool: WRITER, other_tool: WRITER }))).toEqual([
      `${FILE}: undo.kind: sample is already the journal kind of other_tool: give each journaled tool its own kind.`,
    ]);
  });

  it('refuses a check_with that does not begin with a tool', () => {
    const given = withField(WRITER, 'undo.check_with', "YNAB's app (the sample)");
    expect(problemsOf(manifests({ sample_tool: given }))).toEqual([
      `${FILE}: undo.check_with: does not begin with the name of a tool ("YNAB's app (the sample)"): begin with the tool that shows the change, then what to look at in brackets: name a tool that has a manifest.`,
    ]);
  });
});

// Properties of codegen: the output is a function of the manifests alone (byte-identical on every run,
// whatever the file order), the printed TypeBox code and the built TypeBox value both give back the model's
// JSON Schema, and no random damage to a manifest crashes codegen: it always ends in problems that name
// the file, a field and a fix.
import fc from 'fast-check';
import Type from 'typebox';
import { describe, expect, it } from 'vitest';
import { defaultContext, renderCode } from '../../codegen/index.ts';
import type { FieldSpec } from '../../codegen/manifest-schema.ts';
import { buildModel, jsonSchema } from '../../codegen/model.ts';
import { buildTypeBox, printTypeBox } from '../../codegen/print-typebox.ts';
import { ManifestErrors } from '../../codegen/problems.ts';
import { SHARED, TOOL, loaded, withField } from './fixtures.ts';

const name = fc.stringMatching(/^[a-z][a-z0-9_]{0,10}$/);
const text = fc.string({ minLength: 1, maxLength: 30 }).filter((s) => s.trim() !== '');

const leaf: fc.Arbitrary<FieldSpec> = fc.oneof(
  fc.record(
    { type: fc.constant('string' as const), description: text, maxLength: fc.option(fc.nat(50), { nil: undefined }) },
    { requiredKeys: ['type', 'description'] },
  ),
  fc.record(
    {
      type: fc.constantFrom('integer' as const, 'number' as const),
      description: text,
      minimum: fc.option(fc.integer({ min: -5, max: 0 }), { nil: undefined }),
    },
    { requiredKeys: ['type', 'description'] },
  ),
  fc.record(
    { type: fc.constant('boolean' as const), description: text, nullable: fc.option(fc.boolean(), { nil: undefined }) },
    { requiredKeys: ['type', 'description'] },
  ),
  fc.record({ enum: fc.uniqueArray(name, { minLength: 1, maxLength: 4 }), description: text }),
);
const field: fc.Arbitrary<FieldSpec> = fc.oneof(
  leaf,
  fc.record({ type: fc.constant('array' as const), description: text, items: leaf }),
  fc.record({
    type: fc.constant('object' as const),
    description: text,
    nullable: fc.boolean(),
    properties: fc.dictionary(name, leaf, { minKeys: 1, maxKeys: 3 }),
  }),
);

const toolArb = fc.record({ suffix: name, output: fc.dictionary(name, field, { minKeys: 1, maxKeys: 5 }), description: text });

function manifestFor(t: { suffix: string; output: Record<string, FieldSpec>; description: string }) {
  const toolName = `t_${t.suffix}`;
  return {
    file: `manifest/tools/${toolName}.yaml`,
    data: { ...structuredClone(TOOL), name: toolName, description: t.description, output: t.output },
  };
}

describe('codegen properties', () => {
  it('renders byte-identical code on every run and for any file order', async () => {
    const ctx = defaultContext();
    await fc.assert(
      fc.asyncProperty(
        fc.uniqueArray(toolArb, { minLength: 1, maxLength: 4, selector: (t) => t.suffix }),
        fc.array(fc.nat(), { minLength: 4, maxLength: 4 }),
        async (tools, keys) => {
          const files = tools.map(manifestFor);
          // A random permutation of the files: sort by random keys.
          const shuffled = files
            .map((f, i) => ({ f, k: keys[i]! }))
            .sort((a, b) => a.k - b.k)
            .map((x) => x.f);
          const first = await renderCode(ctx, buildModel({ shared: { file: 'manifest/shared.yaml', data: SHARED }, tools: files }));
          const again = await renderCode(ctx, buildModel({ shared: { file: 'manifest/shared.yaml', data: SHARED }, tools: shuffled }));
          expect([...again]).toEqual([...first]);
        },
      ),
      { numRuns: 40 },
    );
  });

  it('prints TypeBox code and builds a TypeBox value that both give exactly the model schema', () => {
    fc.assert(
      fc.property(field, (spec) => {
        const schema = jsonSchema(spec);
        // Only the test evaluates the printed code: codegen builds the value by the same walk.
        // Type.Unsafe<…>'s type argument is TypeScript only: strip it to evaluate the code as JavaScript.
        const js = printTypeBox(schema).replace(/Type\.Unsafe<(?:"(?:[^"\\]|\\.)*"|[^<>"(])*>\(/g, 'Type.Unsafe(');
        const fromCode = new Function('Type', `return ${js};`)(Type) as unknown;
        const fromWalk = buildTypeBox(schema);
        expect(JSON.parse(JSON.stringify(fromCode))).toEqual(schema);
        expect(JSON.stringify(fromWalk)).toBe(JSON.stringify(fromCode));
      }),
    );
  });

  it('turns any damage to a manifest into problems naming the file, a field and a fix', () => {
    const paths = [
      'name',
      'kind',
      'title',
      'annotations',
      'annotations.readOnlyHint',
      'params',
      'params.limit',
      'params.limit.type',
      'params.limit.default',
      'output',
      'output.items',
      'output.items.items',
      'output.total.type',
      'errors',
      'example',
      'example.arguments',
      'see_also',
      'undo',
      'confirmation',
      'description',
    ];
    fc.assert(
      fc.property(fc.constantFrom(...paths), fc.oneof(fc.anything(), fc.constant(undefined)), (path, value) => {
        const given = withField(TOOL, path, value);
        try {
          buildModel(loaded(given));
        } catch (error) {
          expect(error).toBeInstanceOf(ManifestErrors);
          for (const p of (error as ManifestErrors).problems) {
            expect(p.file).toBe('manifest/tools/sample_tool.yaml');
            expect(p.problem.length).toBeGreaterThan(0);
            expect(p.fix.length).toBeGreaterThan(0);
          }
        }
      }),
      { numRuns: 300 },
    );
  });
});

// The validators codegen compiles (generated/validators/, codegen/emit-validators.ts) against the SDK's own
// (fromJsonSchema, its default ajv validator), the reference the server used before: for every tool's
// input and output schema, the same verdict and the same message on the examples, on values built to break
// each property (wrong types, strings around maxLength in surrogate pairs, unknown keys) and on random JSON.
import { fromJsonSchema } from '@modelcontextprotocol/server';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { defaultContext, loadModel } from '../../codegen/index.ts';
import { registry } from '../../generated/registry.ts';
import { precompiled } from '../../src/mcp/precompiled.ts';
import type { Validators } from '../../src/mcp/tool-definition.ts';
import { ROOT } from '../helpers/paths.ts';

type Schema = Record<string, unknown>;
type Validate = (data: unknown) => unknown;

const model = await loadModel(defaultContext(ROOT));
const exampleOf = new Map(model.tools.map((t) => [t.name, t.example.arguments as Record<string, unknown>]));

/** The two validations of `schema`: the SDK's, and the precompiled one `which` of the tool's module. */
function pair(schema: Schema, load: () => Promise<Validators>, which: keyof Validators): [Validate, Validate] {
  const sdk = fromJsonSchema(schema)['~standard'];
  const ours = precompiled<unknown>(async () => (await load())[which])(schema)['~standard'];
  return [(data) => sdk.validate(data), (data) => ours.validate(data)];
}

/** Values that break each property of an object schema one at a time, and strings either side of its maxLength. */
function breakers(schema: Schema, base: Record<string, unknown>): unknown[] {
  const properties = (schema.properties ?? {}) as Record<string, Schema>;
  const wrong = [null, 0, -1.5, 'x', '', true, [], {}, [1, 'a'], { a: 1 }];
  const out: unknown[] = [base, {}, null, [], 'text', 7, { ...base, unknown_key: 1 }, { ...base, __proto__: 1 }];
  for (const [key, property] of Object.entries(properties)) {
    for (const value of wrong) out.push({ ...base, [key]: value });
    const { [key]: _dropped, ...without } = base;
    out.push(without);
    const max = property.maxLength as number | undefined;
    if (max !== undefined) for (const n of [max - 1, max, max + 1]) out.push({ ...base, [key]: '😀'.repeat(Math.max(0, n)) });
  }
  return out;
}

describe('precompiled validators', () => {
  it('exist for every tool in the registry', () => {
    expect(registry.every((entry) => entry.validators !== undefined)).toBe(true);
  });

  for (const entry of registry) {
    const { name, input, output } = entry.definition;
    const load = entry.validators!;
    it(`${name}: judge its arguments as the SDK does, with the same message`, async () => {
      const [sdk, ours] = pair(input as Schema, load, 'input');
      for (const data of breakers(input as Schema, exampleOf.get(name) ?? {}))
        expect(await ours(data), JSON.stringify(data)).toEqual(await sdk(data));
      await fc.assert(
        fc.asyncProperty(fc.jsonValue(), fc.dictionary(fc.string(), fc.jsonValue()), async (value, extra) => {
          expect(await ours(value)).toEqual(await sdk(value));
          const mixed = { ...(exampleOf.get(name) ?? {}), ...extra };
          expect(await ours(mixed)).toEqual(await sdk(mixed));
        }),
        { numRuns: 60 },
      );
    });

    it(`${name}: judge an answer as the SDK does, with the same message`, async () => {
      const [sdk, ours] = pair(output as Schema, load, 'output');
      for (const data of breakers(output as Schema, {})) expect(await ours(data), JSON.stringify(data)).toEqual(await sdk(data));
      await fc.assert(
        fc.asyncProperty(
          fc.dictionary(fc.constantFrom(...Object.keys((output as Schema).properties ?? {}), 'x'), fc.jsonValue()),
          async (value) => {
            expect(await ours(value)).toEqual(await sdk(value));
          },
        ),
        { numRuns: 60 },
      );
    });
  }
});

// tools/list spells a type array as anyOf (for clients that read a single-`type` dialect): checked here to
// accept exactly what the validated schema accepts, node by node over every tool's schemas, with a
// validator the project did not write (ajv).
import { Ajv } from 'ajv';
import { describe, expect, it } from 'vitest';
import { definitions } from '../../generated/registry.ts';
import { listedInputSchema, listedOutputSchema } from '../../src/mcp/listed-schema.ts';

type Node = Record<string, unknown>;
const SAMPLES = [null, '', 'x', 'x'.repeat(600), 0, -1.5, 12, true, {}, [], ['x'], { a: 1 }];

/** Every subschema (with its path) that has a type array, in `schema` and `listed` side by side. */
function* pairs(schema: unknown, listed: unknown, path: string): Generator<[string, Node, Node]> {
  if (schema === null || typeof schema !== 'object') return;
  const s = schema as Node;
  const l = listed as Node;
  if (Array.isArray(s.type)) yield [path, s, l];
  for (const [key, value] of Object.entries(s)) {
    if (key === 'properties')
      for (const [name, sub] of Object.entries(value as Node)) yield* pairs(sub, (l.properties as Node)[name], `${path}.${name}`);
    else if (key === 'items' || key === 'additionalProperties') yield* pairs(value, l[key], `${path}.${key}`);
  }
}

describe('the listed schemas', () => {
  const ajv = new Ajv({ strict: false });
  const cases = definitions.flatMap((d) => [
    ...pairs(d.input, listedInputSchema(d.input), `${d.name} input`),
    ...pairs(d.output, listedOutputSchema(d.output), `${d.name} output`),
  ]);

  it('rewrite every type array, and only into anyOf of its types', () => {
    expect(cases.length).toBeGreaterThan(100);
    for (const [path, original, listed] of cases) {
      expect(listed.type, path).toBeUndefined();
      expect(listed.anyOf, path).toEqual((original.type as string[]).map((type) => ({ type })));
    }
  });

  it('accept and refuse the same values as the schema the server validates with', () => {
    for (const [path, original, listed] of cases) {
      const [a, b] = [ajv.compile(original), ajv.compile(listed)];
      for (const value of SAMPLES) expect(b(value), `${path}: ${JSON.stringify(value).slice(0, 20)}`).toBe(a(value));
    }
  });
});

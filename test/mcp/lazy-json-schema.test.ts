// A tool schema is compiled on its first validation, not at registration (src/mcp/lazy-json-schema.ts): the
// server answers initialize without compiling 66 schemas, and validates exactly as fromJsonSchema does.
import { fromJsonSchema } from '@modelcontextprotocol/server';
import { describe, expect, it, vi } from 'vitest';
import { lazyJsonSchema } from '../../src/mcp/lazy-json-schema.ts';

const schema = { type: 'object', properties: { n: { type: 'integer', minimum: 1 } }, required: ['n'], additionalProperties: false };

describe('lazyJsonSchema', () => {
  it('compiles nothing until the first validation, then compiles once', async () => {
    const compile = vi.fn((s: Parameters<typeof fromJsonSchema>[0]) => fromJsonSchema(s));
    const lazy = lazyJsonSchema(schema, compile);
    expect(lazy['~standard'].jsonSchema.input({ target: 'draft-2020-12' })).toBe(schema);
    expect(lazy['~standard'].jsonSchema.output({ target: 'draft-2020-12' })).toBe(schema);
    expect(compile).not.toHaveBeenCalled();
    await lazy['~standard'].validate({ n: 1 });
    await lazy['~standard'].validate({ n: 2 });
    expect(compile).toHaveBeenCalledTimes(1);
  });

  it('validates as fromJsonSchema does', async () => {
    const eager = fromJsonSchema(schema);
    const lazy = lazyJsonSchema(schema);
    for (const data of [{ n: 3 }, { n: 0 }, { n: 'x' }, {}, { n: 1, extra: true }, null]) {
      expect(await lazy['~standard'].validate(data), JSON.stringify(data)).toEqual(await eager['~standard'].validate(data));
    }
    expect(await lazy['~standard'].validate({ n: 3 })).toEqual({ value: { n: 3 } });
    expect(await lazy['~standard'].validate({ n: 0 })).toHaveProperty('issues');
  });

  it("names an unknown argument, for a tool's arguments only, keeping the other problems", async () => {
    const args = lazyJsonSchema(schema, undefined, schema, { arguments: true });
    expect(await args['~standard'].validate({ n: 0, m: 1 })).toEqual({
      issues: [
        { message: 'unknown argument "m" (did you mean "n"?); the arguments are [n]' },
        ...((await fromJsonSchema(schema)['~standard'].validate({ n: 0 })) as { issues: unknown[] }).issues,
      ],
    });
    expect(await args['~standard'].validate({ n: 3 })).toEqual({ value: { n: 3 } });
    expect(await args['~standard'].validate({ n: 'x' })).toEqual(await fromJsonSchema(schema)['~standard'].validate({ n: 'x' }));
  });
});

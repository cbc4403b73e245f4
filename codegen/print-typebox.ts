// Prints TypeBox builder code for a JSON Schema of the model: the emitted code, evaluated, gives back
// exactly that schema (a test checks it).
import type { JsonSchema } from './model.ts';

const lit = (v: unknown) => JSON.stringify(v);

function options(schema: JsonSchema, skip: readonly string[]): string {
  const entries = Object.entries(schema).filter(([k]) => !skip.includes(k));
  return entries.length === 0 ? '' : `{ ${entries.map(([k, v]) => `${/^[a-zA-Z_]\w*$/.test(k) ? k : lit(k)}: ${lit(v)}`).join(', ')} }`;
}

const call = (fn: string, ...args: string[]) => `Type.${fn}(${args.filter(Boolean).join(', ')})`;

export function printTypeBox(schema: JsonSchema, indent = ''): string {
  const next = `${indent}  `;
  if (Array.isArray(schema.anyOf)) {
    const branches = (schema.anyOf as JsonSchema[]).map((b) => printTypeBox(b, indent));
    return call('Union', `[${branches.join(', ')}]`, options(schema, ['anyOf']));
  }
  if (Array.isArray(schema.enum)) return call('Enum', lit(schema.enum), options(schema, ['enum']));
  switch (schema.type) {
    case 'string':
      return call('String', options(schema, ['type']));
    case 'integer':
      return call('Integer', options(schema, ['type']));
    case 'number':
      return call('Number', options(schema, ['type']));
    case 'boolean':
      return call('Boolean', options(schema, ['type']));
    case 'null':
      return call('Null', options(schema, ['type']));
    case 'array':
      return call('Array', printTypeBox(schema.items as JsonSchema, indent), options(schema, ['type', 'items']));
    case 'object': {
      const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
      const required = new Set((schema.required ?? []) as string[]);
      const lines = Object.entries(properties).map(([name, prop]) => {
        const inner = printTypeBox(prop, next);
        return `${next}${name}: ${required.has(name) ? inner : `Type.Optional(${inner})`},`;
      });
      const body = lines.length === 0 ? '{}' : `{\n${lines.join('\n')}\n${indent}}`;
      return call('Object', body, options(schema, ['type', 'properties', 'required']));
    }
    default:
      throw new Error(`printTypeBox: unsupported schema ${lit(schema)}`);
  }
}

// An output schema as tools/list shows it: without `additionalProperties: false`, which the server's own
// validation keeps (lazy-json-schema.ts) but which tells a client nothing it needs to read an answer, and
// cost about 2.6 KB of the list (issue #15's budget; issue #17 added two tools).

type Json = unknown;

export function listedOutputSchema(schema: Json): Json {
  if (Array.isArray(schema)) return schema.map(listedOutputSchema);
  if (schema === null || typeof schema !== 'object') return schema;
  const out: Record<string, Json> = {};
  for (const [key, value] of Object.entries(schema)) {
    if (key === 'additionalProperties' && value === false) continue;
    // Under `properties` the keys are field names, never keywords: each value is a schema.
    out[key] = listedOutputSchema(value);
  }
  return out;
}

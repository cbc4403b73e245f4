// A schema as tools/list shows it. Two rewrites, neither changing what is valid:
// - an output schema drops `additionalProperties: false`, which the server's own validation keeps
//   (lazy-json-schema.ts) but which tells a client nothing it needs to read an answer, and cost about
//   2.6 KB of the list (issue #15's budget; issue #17 added two tools);
// - `type: [a, b]` becomes `anyOf: [{type: a}, {type: b}]`: the same values, but a client that maps tool
//   schemas onto a single-`type` dialect (the OpenAPI subset of Gemini's function declarations) may reject
//   a type array or drop the constraint; the Inspector warns on each one (issue #29).

type Json = unknown;

function listed(schema: Json, dropClosed: boolean): Json {
  if (Array.isArray(schema)) return schema.map((s) => listed(s, dropClosed));
  if (schema === null || typeof schema !== 'object') return schema;
  const out: Record<string, Json> = {};
  for (const [key, value] of Object.entries(schema)) {
    if (dropClosed && key === 'additionalProperties' && value === false) continue;
    if (key === 'type' && Array.isArray(value) && !('anyOf' in schema)) {
      out.anyOf = value.map((type: Json) => ({ type }));
      continue;
    }
    // Under `properties` the keys are field names, never keywords: each value is a schema.
    out[key] = listed(value, dropClosed);
  }
  return out;
}

/**
 * Each tool's listed schema, made once per process: buildServer runs per session, and per request over
 * stateless HTTP and in hosted mode, with the same definitions every time.
 */
function once(dropClosed: boolean): (schema: Json) => Json {
  const made = new WeakMap<object, Json>();
  return (schema) => {
    if (schema === null || typeof schema !== 'object') return schema;
    if (!made.has(schema)) made.set(schema, listed(schema, dropClosed));
    return made.get(schema);
  };
}

export const listedOutputSchema = once(true);
export const listedInputSchema = once(false);

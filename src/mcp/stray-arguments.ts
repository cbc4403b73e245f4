// The SDK's validator answers an unknown argument with "data must NOT have additional properties", which
// never names it. This names each one, the nearest real argument, and the ones the tool takes, so the
// assistant can fix the call. An argument name comes from the client: it is quoted, cut short, never run.
import { nearestName } from '../logic/core/nearest-name.ts';

interface ObjectSchema {
  properties?: Record<string, unknown>;
  additionalProperties?: unknown;
}

const MAX_NAME = 40;
const quoted = (name: string) => JSON.stringify(name.length > MAX_NAME ? `${name.slice(0, MAX_NAME)}…` : name);

/** The message for the arguments `schema` does not know, or undefined when there are none. */
export function strayArguments(schema: ObjectSchema, data: unknown): string | undefined {
  if (schema.additionalProperties !== false || data === null || typeof data !== 'object' || Array.isArray(data)) return undefined;
  const known = Object.keys(schema.properties ?? {});
  const stray = Object.keys(data).filter((key) => !known.includes(key));
  if (stray.length === 0) return undefined;
  const named = stray.map((key) => {
    const near = nearestName(key, known);
    return near === undefined ? quoted(key) : `${quoted(key)} (did you mean "${near}"?)`;
  });
  const takes = known.length === 0 ? 'it takes no arguments' : `the arguments are ${known.join(', ')}`;
  return `unknown argument${stray.length === 1 ? '' : 's'} ${named.join(', ')}: ${takes}`;
}

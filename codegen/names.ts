// The names codegen reads in manifest texts and prints in code: a message's {placeholders}, and the camelCase
// of a snake_case id (builders, constructors).

const PLACEHOLDER = /\{([a-z_][a-z0-9_]*)\}/g;

/** The placeholders of a message, each once, sorted. */
export function placeholders(message: string): string[] {
  return [...new Set([...message.matchAll(PLACEHOLDER)].map((m) => m[1]!))].sort();
}

export const camel = (id: string) => id.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());

/** The tools a text names, as whole words. */
export function mentions(text: string, names: readonly string[]): string[] {
  return names.filter((name) => new RegExp(`\\b${name}\\b`).test(text));
}

// The type guard for data read back from JSON (a journal line's details): a JSON object, which is neither
// null nor an array, whose fields are still to be checked one by one.

export const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

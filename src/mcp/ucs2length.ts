// A string's length as JSON Schema counts it (maxLength, minLength): in code points, a surrogate pair
// counting once. The precompiled validators (generated/validators/) import it, through kit.ts, where
// ajv's standalone code requires ajv's own runtime helper, which does the same.
export const ucs2length = (text: string): number => {
  let length = 0;
  for (const _ of text) length += 1;
  return length;
};

// The streamed JSON reader (src/ynab/json-elements.ts) against JSON.parse, the outside reference: any JSON
// text, cut into any chunks, gives the same value or is refused likewise, repeated and index-like keys
// included.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { JsonElements } from '../../src/ynab/json-elements.ts';

const encoder = new TextEncoder();

/** `text` fed in pieces cut at `cuts` (byte offsets, any order), then finished. */
function streamed(text: string, cuts: readonly number[] = []): unknown {
  const bytes = encoder.encode(text);
  const reader = new JsonElements();
  const at = [...new Set(cuts.map((cut) => cut % (bytes.length + 1)))].sort((a, b) => a - b);
  let from = 0;
  for (const cut of [...at, bytes.length]) {
    reader.feed(bytes.subarray(from, cut));
    from = cut;
  }
  return reader.finish();
}

/** What JSON.parse says of `text` as its UTF-8 bytes read back (Response.text()): its value, or that it throws. */
const reference = (text: string): { value: unknown } | 'throws' => {
  try {
    return { value: JSON.parse(new TextDecoder().decode(encoder.encode(text))) as unknown };
  } catch {
    return 'throws';
  }
};
const ours = (text: string, cuts: readonly number[]): { value: unknown } | 'throws' => {
  try {
    return { value: streamed(text, cuts) };
  } catch (error) {
    expect(error).toBeInstanceOf(SyntaxError);
    return 'throws';
  }
};

// Answers shaped like YNAB's, with strings that hold quotes, backslashes, brackets and multi-byte characters.
const tricky = fc.oneof(fc.string({ unit: 'grapheme' }), fc.constantFrom('"', '\\', '\\"', '[', ']', '{', '}', ',', 'é', '😀', '\u2028'));
const item = fc.dictionary(fc.string(), fc.oneof(tricky, fc.integer(), fc.constant(null), fc.array(fc.dictionary(fc.string(), tricky))));
const answer = fc.record({
  data: fc.dictionary(
    fc.string().filter((key) => !/^\d+$/.test(key)),
    fc.oneof(fc.array(fc.oneof(item, tricky, fc.integer(), fc.array(fc.integer()))), fc.integer(), tricky),
  ),
});

describe('JsonElements', () => {
  it('property: any YNAB-shaped answer, cut anywhere, reads as JSON.parse reads it', () => {
    fc.assert(
      fc.property(answer, fc.array(fc.nat()), fc.boolean(), (value, cuts, spaced) => {
        const text = JSON.stringify(value, null, spaced ? 2 : undefined);
        expect(ours(text, cuts)).toEqual(reference(text));
      }),
      { numRuns: 300 },
    );
  });

  it('property: any JSON value, cut anywhere, reads as JSON.parse reads it', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.array(fc.nat()), (value, cuts) => {
        const text = JSON.stringify(value);
        expect(ours(text, cuts)).toEqual(reference(text));
      }),
      { numRuns: 300 },
    );
  });

  it('property: a text broken anywhere is refused whenever JSON.parse refuses it', () => {
    const broken = fc
      .tuple(answer, fc.nat(), fc.constantFrom('', ',', ']', '[', '}', '{', '"', '\\', 'x', ' ,', ',,'))
      .map(([value, at, insert]) => {
        const text = JSON.stringify(value);
        const cut = at % (text.length + 1);
        return text.slice(0, cut) + insert + text.slice(cut + (insert === '' ? 1 : 0));
      });
    fc.assert(
      fc.property(broken, fc.array(fc.nat()), (text, cuts) => {
        if (reference(text) === 'throws') expect(ours(text, cuts)).toBe('throws');
        else expect(ours(text, cuts)).toEqual(reference(text));
      }),
      { numRuns: 500 },
    );
  });

  it('takes apart the lists of the root members, and keeps the rest as it is', () => {
    const text = '{"data":{"transactions":[{"id":"a"},{"id":"b","sub":[1,[2]]}],"server_knowledge":7,"empty":[]},"other":1}';
    expect(streamed(text, [3, 30, 31, 60])).toEqual(JSON.parse(text));
    expect(streamed('[{"a":[1]}]')).toEqual([{ a: [1] }]);
    expect(streamed(' "text" ')).toBe('text');
  });

  it('reads repeated and index-like keys as JSON.parse does: the last of a key, index keys first', () => {
    for (const text of [
      '{"data":{"t":[1],"t":[2]}}',
      '{"d":{"a":1,"b":[2],"a":[3]}}',
      '{"d":{"a":[1],"a":2}}',
      '{"d":{"x":1},"e":{"b":[2]},"d":{"c":[3]}}',
      '{"d":{"a":[1],"\\u0061":[2]}}',
      '{"data":{"u":[1],"2":[2]}}',
      '{"3":{"v":[2]},"data":{"u":[1]}}',
    ])
      expect(JSON.stringify(streamed(text, [5, 11])), text).toBe(JSON.stringify(JSON.parse(text)));
  });

  it('refuses commas out of place and missing ones', () => {
    for (const text of [
      '{"data":{"t":[,1]}}',
      '{"data":{"t":[1,]}}',
      '{"data":{"t":[1,,2]}}',
      '{"data":{"t":[1 2]}}',
      '{"data":{"t":["a""b"]}}',
      '{"data":{"t":[1]]}}',
      '{"data":{"t":[1}}',
      '{"data":{"t":[1]}',
      '{"data":{"t":["\uFEFF1"]}}'.replace('"\uFEFF1"', '\uFEFF1'),
    ])
      expect(() => streamed(text), text).toThrow(SyntaxError);
  });

  it('never sets a prototype through a "__proto__" member', () => {
    const value = streamed('{"data":{"__proto__":[{"polluted":true}]}}') as { data: object };
    expect(Object.getPrototypeOf(value.data)).toBe(Object.prototype);
    expect(Object.getOwnPropertyDescriptor(value.data, '__proto__')?.value).toEqual([{ polluted: true }]);
  });
});

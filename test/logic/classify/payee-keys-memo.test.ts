// normalizePayee keeps its results across calls, up to MEMO_LIMIT labels (src/logic/classify/payee-keys.ts):
// every answer stays the one the steps give, the same label always gets the same key, and going past the
// bound (a history with more distinct labels) forgets old entries without ever mixing two labels up.
import { describe, expect, it } from 'vitest';
import { MEMO_LIMIT, normalizePayee } from '../../../src/logic/classify/payee-keys.ts';

const label = (i: number) => `CB SHOP${i} FACT 010126 525130******1`;

describe('normalizePayee across calls', () => {
  it('answers each label with its own key, before and after the memo fills up', () => {
    for (const i of [0, 1, 2]) expect(normalizePayee(label(i))).toBe(`SHOP${i}`);
    for (let i = 0; i < MEMO_LIMIT + 10; i++)
      if (normalizePayee(label(i)) !== `SHOP${i}`) expect(normalizePayee(label(i))).toBe(`SHOP${i}`);
    for (const i of [0, 1, MEMO_LIMIT - 1, MEMO_LIMIT + 9]) expect(normalizePayee(label(i))).toBe(`SHOP${i}`);
    expect(normalizePayee('  cb   cb  Market   Fresh FACT 190926 ')).toBe('MARKET FRESH');
    expect(normalizePayee('  cb   cb  Market   Fresh FACT 190926 ')).toBe('MARKET FRESH');
  });
});

// Unit tests of src/mcp/result-messages.ts: how a message of a tool's answers is filled from the values and
// parts a handler gives — a text put in or left out, one of several, a list joined or its `none` — with the
// values as given, in one pass.
import { describe, expect, it } from 'vitest';
import { ifAny, resultMessages } from '../../src/mcp/result-messages.ts';

interface Params {
  plain: { count: number; name: string };
  parted: {
    count: number;
    late: { days: number } | null;
    flagged: boolean;
    which: { is: 'new' } | { is: 'old'; date: string };
    found: { gaps: { count: number } | null; twins: boolean };
  };
  bare: Record<string, never>;
}

const message = resultMessages<Params>({
  plain: ['Did {count} for {name}.', {}],
  parted: [
    'Did {count}{late}{flagged}{which}. {found}',
    {
      late: { text: ', {days} day(s) late' },
      flagged: { text: ', flagged' },
      which: { oneOf: { new: ' (new)', old: ' (old, from {date})' } },
      found: { items: { gaps: '{count} gap(s)', twins: 'twins' }, join: '; ', some: 'Found: {items}.', none: 'Found nothing.' },
    },
  ],
  bare: ['Nothing new.', {}],
});
const plain = message('plain');
const parted = message('parted');

describe('resultMessages', () => {
  it('fills the values as given: not cleaned, not cut, and their braces never read as placeholders', () => {
    const long = `${'N'.repeat(95)}  {count}`;
    expect(plain({ count: 3, name: long })).toBe(`Did 3 for ${long}.`);
    expect(message('bare')({})).toBe('Nothing new.');
  });

  it('puts an optional part in with its values, or a bare one for true, and leaves it out for null or false', () => {
    const found = { gaps: null, twins: false };
    expect(parted({ count: 2, late: { days: 4 }, flagged: true, which: { is: 'new' }, found })).toBe(
      'Did 2, 4 day(s) late, flagged (new). Found nothing.',
    );
    expect(parted({ count: 2, late: null, flagged: false, which: { is: 'new' }, found })).toBe('Did 2 (new). Found nothing.');
  });

  it('puts in the alternative named, with its own values', () => {
    const found = { gaps: null, twins: false };
    expect(parted({ count: 1, late: null, flagged: false, which: { is: 'old', date: '2026-09-01' }, found })).toBe(
      'Did 1 (old, from 2026-09-01). Found nothing.',
    );
  });

  it("joins a list's items given, in their declared order, inside `some`; `none` when none is", () => {
    const base = { count: 1, late: null, flagged: false, which: { is: 'new' } } as const;
    expect(parted({ ...base, found: { twins: true, gaps: { count: 3 } } })).toBe('Did 1 (new). Found: 3 gap(s); twins.');
    expect(parted({ ...base, found: { gaps: null, twins: true } })).toBe('Did 1 (new). Found: twins.');
    expect(parted({ ...base, found: { gaps: null, twins: false } })).toBe('Did 1 (new). Found nothing.');
  });

  it('leaves a placeholder with no value as written', () => {
    expect(message('plain')({ count: 1 } as unknown as Params['plain'])).toBe('Did 1 for {name}.');
  });
});

describe('ifAny', () => {
  it('gives a count to put in when there is any, and leaves it out at 0', () => {
    expect(ifAny(3)).toEqual({ count: 3 });
    expect(ifAny(0)).toBeNull();
  });
});

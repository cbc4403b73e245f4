// The confirmation suites (wrong code, before-state, a client that cannot answer) run over CONFIRMED: a
// confirmed tool missing from it would skip them silently, as apply_statement did until issue #29's review.
import { describe, expect, it } from 'vitest';
import { definitions } from '../../generated/registry.ts';
import { CONFIRMED } from './cases.ts';

describe('the confirmed cases', () => {
  it('hold one case for every tool whose manifest says confirmation: confirmed', () => {
    const confirmed = definitions
      .filter((d) => d.confirmation === 'confirmed')
      .map((d) => d.name)
      .sort();
    expect(confirmed.length).toBeGreaterThan(0);
    expect(CONFIRMED.map((c) => c.tool).sort()).toEqual(confirmed);
  });
});

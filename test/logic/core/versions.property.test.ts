// Which registry answers count as a newer release: plain MAJOR.MINOR.PATCH only, compared numerically.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isNewerRelease, parseRelease } from '../../../src/logic/core/versions.ts';

const part = fc.integer({ min: 0, max: 1000 });
const release = fc.tuple(part, part, part);
const text = ([a, b, c]: [number, number, number]) => `${a}.${b}.${c}`;
const lexicographic = (x: number[], y: number[]) => x[0]! - y[0]! || x[1]! - y[1]! || x[2]! - y[2]!;

describe('isNewerRelease', () => {
  it('compares numerically, not as text', () => {
    expect(isNewerRelease('0.10.0', '0.9.9')).toBe(true);
    expect(isNewerRelease('1.0.0', '0.99.99')).toBe(true);
    expect(isNewerRelease('0.1.0', '0.1.0')).toBe(false);
    expect(isNewerRelease('0.0.9', '0.1.0')).toBe(false);
  });

  it('ignores anything that is not a plain release', () => {
    for (const candidate of ['1.0.0-beta.1', 'v9.0.0', '9.0', '09.0.0', '9.0.0 ', '', 'latest', '9.0.0+build']) {
      expect(isNewerRelease(candidate, '0.1.0')).toBe(false);
    }
    expect(parseRelease('10.20.30')).toEqual([10, 20, 30]);
  });

  it('counts the release of a running pre-release as newer', () => {
    expect(isNewerRelease('1.2.0', '1.2.0-beta.1')).toBe(true);
    expect(isNewerRelease('1.1.9', '1.2.0-beta.1')).toBe(false);
    expect(isNewerRelease('1.2.0', '1.2.0+build.5')).toBe(false);
    expect(isNewerRelease('1.2.0', '1.2.0-rc.1+build.5')).toBe(true);
  });

  it('never counts anything as newer than a running version it cannot read', () => {
    for (const running of ['dev', '', '1.2', 'v1.2.0']) expect(isNewerRelease('9.9.9', running)).toBe(false);
  });

  it('agrees with a numeric comparison and is a strict order', () => {
    fc.assert(
      fc.property(release, release, (a, b) => {
        expect(isNewerRelease(text(a), text(b))).toBe(lexicographic(a, b) > 0);
        expect(isNewerRelease(text(a), text(b)) && isNewerRelease(text(b), text(a))).toBe(false);
      }),
    );
  });
});

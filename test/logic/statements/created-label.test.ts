// createdFrom and payeeOf (src/logic/statements/created-label.ts): the proof a transaction was created from a line.
import { describe, expect, it } from 'vitest';
import { createdFrom, payeeOf } from '../../../src/logic/statements/created-label.ts';
import { keyed, line } from './builders.ts';

const [shop] = keyed(line({ line: 2, date: '2026-09-12', amount: -4500, payee: 'CB  Tabac\tde la Gare ' }));

describe('createdFrom', () => {
  it('holds for the line’s import id under its label as created, white space and case aside', () => {
    expect(createdFrom(shop!, { import_id: shop!.import_id, payee_name: 'cb tabac de la gare' })).toBe(true);
  });

  it('reads white space as one space, never as none, and case as YNAB may change it (ß as SS)', () => {
    const [street] = keyed(line({ line: 5, date: '2026-09-12', amount: -900, payee: 'Café Straße' }));
    expect(createdFrom(street!, { import_id: street!.import_id, payee_name: 'CAFÉ  STRASSE' })).toBe(true);
    expect(createdFrom(street!, { import_id: street!.import_id, payee_name: 'CaféStraße' })).toBe(false);
  });

  it('fails under another payee, without one, or with another import id', () => {
    expect(createdFrom(shop!, { import_id: shop!.import_id, payee_name: 'Zara' })).toBe(false);
    expect(createdFrom(shop!, { import_id: shop!.import_id, payee_name: null })).toBe(false);
    expect(createdFrom(shop!, { import_id: 'YNAB:-4500:2026-09-12:2', payee_name: payeeOf(shop!) })).toBe(false);
  });

  it('names a line without a label by its memo, else as a bank statement line', () => {
    const [memo, bare] = keyed(
      line({ line: 3, date: '2026-09-12', amount: -1, memo: 'FRAIS' }),
      line({ line: 4, date: '2026-09-12', amount: -2 }),
    );
    expect([payeeOf(memo!), payeeOf(bare!)]).toEqual(['FRAIS', 'Bank statement line']);
  });
});

// Account kinds the analytics share (algorithms.md §15, §16, §17, §20): which YNAB account types are
// debts, and which off-budget accounts hold assets (a transfer there is saved money, not spending).

/** YNAB's debt account types; every other type is an asset. */
export const DEBT_TYPES: ReadonlySet<string> = new Set([
  'creditCard',
  'lineOfCredit',
  'otherLiability',
  'mortgage',
  'autoLoan',
  'studentLoan',
  'personalLoan',
  'medicalDebt',
  'otherDebt',
]);

export function isDebtType(type: string): boolean {
  return DEBT_TYPES.has(type);
}

/** A tracking (off-budget) account of an asset type: money moved there is kept, not spent. */
export function isAssetTracking(account: { on_budget: boolean; type: string }): boolean {
  return !account.on_budget && !isDebtType(account.type);
}

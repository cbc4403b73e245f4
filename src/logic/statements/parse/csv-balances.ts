// Opening and closing balances from a running-balance column, whichever way the bank sorts its rows:
// the direction is the one the balances agree with (each the previous plus the entry), else the dates'.

export interface BalancedRow {
  date: string;
  amount: number;
  /** The balance printed after this entry, or null when the cell is empty. */
  balance: number | null;
}

/** True when each row's balance is the one before plus its amount, in the given order. */
function runs(rows: readonly BalancedRow[]): boolean {
  for (let i = 1; i < rows.length; i++) {
    const before = rows[i - 1]!.balance;
    const after = rows[i]!.balance;
    if (before !== null && after !== null && after !== before + rows[i]!.amount) return false;
  }
  return true;
}

/** The balance before the earliest entry and after the latest, or nulls when no row has a balance. */
export function csvBalances(fileOrder: readonly BalancedRow[]): { opening: number | null; closing: number | null } {
  const rows = fileOrder.filter((r) => r.balance !== null);
  if (rows.length === 0) return { opening: null, closing: null };
  const reversed = [...rows].reverse();
  const ascending = runs(rows);
  const descending = runs(reversed);
  // When both or neither agree (one row, or balances that skip entries), the dates decide: newest first
  // when the first row is later than the last.
  const newestFirst = ascending === descending ? rows[0]!.date > rows[rows.length - 1]!.date : descending;
  const chronological = newestFirst ? reversed : rows;
  const earliest = chronological[0]!;
  return { opening: earliest.balance! - earliest.amount, closing: chronological[chronological.length - 1]!.balance };
}

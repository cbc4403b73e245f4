// Reading the journal's bytes into operations (journal-and-undo.md §5): which lines count, which line is
// damaged, and each entry's state once its settlement and markers are taken into account.
import type { Logger } from '../log.ts';
import { JournalDamaged } from './errors.ts';
import {
  JOURNAL_KINDS,
  type JournalEntry,
  type JournalKind,
  type JournalMove,
  type JournalView,
  type SettlementOutcome,
  type StoredOperation,
} from './types.ts';

type Parsed =
  | { type: 'entry'; line: number; entry: JournalEntry | undefined; kind: string }
  | { type: 'marker'; id: string }
  | { type: 'settled'; id: string; outcome: SettlementOutcome; details: Record<string, unknown> | undefined }
  | { type: 'torn'; line: number; target: number };

const NEWLINE = 0x0a;
// Fatal: the file is UTF-8, so a line of invalid UTF-8 is damage, not text to guess at.
const utf8 = new TextDecoder('utf-8', { fatal: true });

/** Interprets a whole journal; throws JournalDamaged naming the first bad line no later `torn_line` names. */
export function interpretJournal(data: Uint8Array, file: string, log: Logger): JournalView {
  const records: Parsed[] = [];
  const bad: number[] = [];
  const segments = splitLines(data);
  segments.forEach((segment, index) => {
    const line = index + 1;
    const tail = index === segments.length - 1; // text after the last newline: a write in progress or torn
    const text = decode(segment);
    if (text !== undefined && text.trim() === '') return;
    const parsed = text === undefined ? undefined : parseRecord(text, line, log);
    if (parsed !== undefined) records.push(parsed);
    else if (tail) log.debug('journal: unterminated last line ignored', { line });
    else bad.push(line);
  });

  const lastAck = new Map<number, number>();
  for (const r of records) if (r.type === 'torn') lastAck.set(r.target, Math.max(r.line, lastAck.get(r.target) ?? 0));
  const damaged = bad.find((line) => (lastAck.get(line) ?? 0) <= line);
  if (damaged !== undefined) throw new JournalDamaged(file, damaged);

  return view(operations(records, log));
}

function splitLines(data: Uint8Array): Uint8Array[] {
  const out: Uint8Array[] = [];
  let start = 0;
  for (let i = data.indexOf(NEWLINE); i !== -1; i = data.indexOf(NEWLINE, start)) {
    out.push(data.subarray(start, i));
    start = i + 1;
  }
  out.push(data.subarray(start));
  return out;
}

function decode(bytes: Uint8Array): string | undefined {
  try {
    return utf8.decode(bytes);
  } catch {
    return undefined;
  }
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** One line as a record, or undefined when it is not one. Unknown fields are ignored (forward compatibility). */
function parseRecord(text: string, line: number, log: Logger): Parsed | undefined {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (!isObject(value)) return undefined;
  const o = value;
  // The reference wrote `budget_id`; it is the same id under YNAB's older word for a plan.
  const plan = typeof o.plan_id === 'string' ? o.plan_id : typeof o.budget_id === 'string' ? o.budget_id : undefined;
  if (typeof o.operation_id === 'string' && plan !== undefined && typeof o.kind === 'string' && typeof o.applied_at === 'string') {
    const known = (JOURNAL_KINDS as readonly string[]).includes(o.kind);
    const entry: JournalEntry | undefined = known
      ? {
          operation_id: o.operation_id,
          plan_id: plan,
          kind: o.kind as JournalKind,
          applied_at: o.applied_at,
          ...(Array.isArray(o.moves) ? { moves: parseMoves(o.moves, line, log) } : {}),
          ...(isObject(o.details) ? { details: { ...o.details } } : {}),
          ...(o.pending === true ? { pending: true } : {}),
        }
      : undefined;
    return { type: 'entry', line, entry, kind: o.kind };
  }
  if (typeof o.undone === 'string') return { type: 'marker', id: o.undone };
  if (typeof o.settled === 'string') {
    // An outcome this version does not know is taken as `unknown`: undo then checks every item.
    const outcome = o.outcome === 'applied' || o.outcome === 'failed' ? o.outcome : 'unknown';
    return { type: 'settled', id: o.settled, outcome, details: isObject(o.details) ? o.details : undefined };
  }
  if (typeof o.torn_line === 'number' && Number.isInteger(o.torn_line) && o.torn_line >= 1) {
    return { type: 'torn', line, target: o.torn_line };
  }
  return undefined;
}

function parseMoves(raw: unknown[], line: number, log: Logger): JournalMove[] {
  const idOrNull = (v: unknown): v is string | null => v === null || typeof v === 'string';
  const moves: JournalMove[] = [];
  for (const m of raw) {
    if (isObject(m) && typeof m.transaction_id === 'string' && idOrNull(m.from_category_id) && idOrNull(m.to_category_id)) {
      moves.push({ transaction_id: m.transaction_id, from_category_id: m.from_category_id, to_category_id: m.to_category_id });
    } else {
      log.warning('journal: malformed move ignored', { line });
    }
  }
  return moves;
}

/** §5 step 4: the state of every entry, given all settlements and markers in the file. */
function operations(records: Parsed[], log: Logger): StoredOperation[] {
  const undone = new Set<string>();
  const settled = new Map<string, Extract<Parsed, { type: 'settled' }>>();
  for (const r of records) {
    if (r.type === 'marker') undone.add(r.id);
    if (r.type === 'settled') settled.set(r.id, r);
  }
  const out: StoredOperation[] = [];
  for (const r of records) {
    if (r.type !== 'entry') continue;
    if (r.entry === undefined) {
      log.warning('journal entry of unknown kind ignored', { line: r.line, kind: r.kind });
      continue;
    }
    const entry = r.entry;
    if (undone.has(entry.operation_id)) continue;
    let state: StoredOperation['state'] = 'in_effect';
    let result = entry;
    if (entry.pending === true) {
      const s = settled.get(entry.operation_id);
      if (s?.outcome === 'failed') continue; // YNAB refused: nothing was changed
      // Never settled (the process died or the settlement could not be written) or settled unknown.
      if (s?.outcome !== 'applied') state = 'uncertain';
      if (s?.details !== undefined) result = { ...entry, details: { ...entry.details, ...s.details } };
    }
    if (
      result.kind === 'create' &&
      state === 'uncertain' &&
      !nonEmpty(result.details, 'transaction_ids') &&
      !nonEmpty(result.details, 'sent')
    ) {
      log.warning('journal: uncertain create without transaction ids nor what it sent cannot be undone; skipped', {
        line: r.line,
        operation_id: entry.operation_id,
      });
      continue;
    }
    out.push({ entry: result, state, line: r.line });
  }
  return out;
}

// An uncertain create is found by its ids, or (written ahead since `sent` exists) by what it sent.
function nonEmpty(details: Record<string, unknown> | undefined, key: 'transaction_ids' | 'sent'): boolean {
  const list = details?.[key];
  return Array.isArray(list) && list.length > 0;
}

function view(ops: StoredOperation[]): JournalView {
  return {
    operations: ops,
    find(planId, operationId) {
      for (let i = ops.length - 1; i >= 0; i--) {
        const op = ops[i]!;
        if (op.entry.plan_id !== planId) continue;
        if (operationId === undefined || op.entry.operation_id === operationId) return op;
      }
      return undefined;
    },
  };
}

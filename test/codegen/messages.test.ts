// Pins the messages codegen writes from the manifests (`messages`, codegen/message-model.ts): each tool's
// builders fill the manifest's message, each part as the handler picks it; the messages whose parts vary give,
// for each choice, the text the handlers wrote before #30 moved it into the manifests; and the journal kinds
// come out of `undo.kind`. The lines expecting an error are held by `npm test`'s typecheck.
import { describe, expect, it } from 'vitest';
import { emitJournalKinds, emitTool } from '../../codegen/emit-code.ts';
import { defaultContext, loadModel } from '../../codegen/index.ts';
import type { MessageModel, MessagePartModel, MessageText } from '../../codegen/message-model.ts';
import { buildModel } from '../../codegen/model.ts';
import { CHECK_WITH, JOURNALED_BY, JOURNAL_KINDS } from '../../generated/journal-kinds.ts';
import * as applyStatement from '../../generated/tools/apply_statement.ts';
import * as reconcileAccount from '../../generated/tools/reconcile_account.ts';
import * as undoOperation from '../../generated/tools/undo_operation.ts';
import { ifAny } from '../../src/mcp/kit.ts';
import { WRITER, loaded } from './fixtures.ts';

type Builders = Record<string, (params: Record<string, unknown>) => string>;

const model = await loadModel(defaultContext());
const marked = (t: Pick<MessageText, 'placeholders'>) => Object.fromEntries(t.placeholders.map((p) => [p, `‹${p}›`]));
/** `text` with each value marked, and each part's placeholder replaced by what `parts` says it shows. */
const filled = (text: string, parts: Record<string, string> = {}) =>
  text.replace(/\{([a-z_][a-z0-9_]*)\}/g, (_, p: string) => parts[p] ?? `‹${p}›`);

/** Two ways to give each part: everything put in (the first alternative), and nothing (the last), with what each shows. */
function given(part: MessagePartModel, all: boolean): { param: unknown; shows: string } {
  if (part.kind === 'optional') {
    const bare = part.text.placeholders.length === 0;
    return all ? { param: bare ? true : marked(part.text), shows: filled(part.text.text) } : { param: bare ? false : null, shows: '' };
  }
  if (part.kind === 'one_of') {
    const alt = all ? part.alternatives[0]! : part.alternatives.at(-1)!;
    return { param: { is: alt.name, ...marked(alt) }, shows: filled(alt.text) };
  }
  if (!all)
    return { param: Object.fromEntries(part.items.map((i) => [i.name, i.placeholders.length === 0 ? false : null])), shows: part.none };
  const param = Object.fromEntries(part.items.map((i) => [i.name, i.placeholders.length === 0 ? true : marked(i)]));
  return { param, shows: part.some.replace('{items}', part.items.map((i) => filled(i.text)).join(part.join)) };
}

describe('messages', () => {
  it('fill, for every tool, each declared message with its values and each part as it is given', async () => {
    const tools = model.tools.filter((t) => t.messages.length > 0);
    expect(tools.filter((t) => t.confirmation === 'confirmed').map((t) => t.name)).toEqual(
      model.tools.filter((t) => t.confirmation === 'confirmed').map((t) => t.name),
    );
    let checked = 0;
    for (const tool of tools) {
      const { messages } = (await import(`../../generated/tools/${tool.name}.ts`)) as { messages: Builders };
      for (const m of tool.messages as MessageModel[]) {
        for (const all of [true, false]) {
          const parts = m.parts.map((p) => [p.name, given(p, all)] as const);
          const params = { ...marked({ placeholders: m.values }), ...Object.fromEntries(parts.map(([n, g]) => [n, g.param])) };
          const want = filled(m.message, Object.fromEntries(parts.map(([n, g]) => [n, g.shows])));
          expect(messages[m.builderName]!(params), `${tool.name}.${m.name}`).toBe(want);
          checked += 1;
        }
      }
    }
    expect(checked).toBeGreaterThan(30);
  });

  it("say undo_operation's outcome as its handler did, conflicts and items never applied counted only when there are some", () => {
    const undone = (conflicts: number, notApplied: number) =>
      undoOperation.messages.undone({ restored: 2, conflicts: ifAny(conflicts), not_applied: ifAny(notApplied) });
    expect(undone(0, 0)).toBe('Undone: 2 item(s) set back. An undo cannot itself be undone.');
    expect(undone(1, 0)).toBe('Undone: 2 item(s) set back, 1 changed since and left alone. An undo cannot itself be undone.');
    expect(undone(1, 3)).toBe(
      'Undone: 2 item(s) set back, 1 changed since and left alone, 3 that YNAB had never applied left as they are. An undo cannot itself be undone.',
    );
    expect(undone(0, 3)).toBe(
      'Undone: 2 item(s) set back, 3 that YNAB had never applied left as they are. An undo cannot itself be undone.',
    );
  });

  it("say apply_statement's outcome as its handler did: what was done, joined, then why nothing was reconciled", () => {
    const applied = (
      did: Parameters<typeof applyStatement.messages.applied>[0]['did'],
      created: boolean,
      unreconciled: Parameters<typeof applyStatement.messages.applied>[0]['unreconciled'],
    ) =>
      applyStatement.messages.applied({ account: 'Checking', did, new_transactions: created, unreconciled, operation_id: 'abcdef123456' });
    const none = { created: null, cleared: null, corrected: null, reconciled: null };
    expect(
      applied({ ...none, created: { count: 2 }, cleared: { count: 4 }, corrected: { count: 1 } }, true, {
        is: 'differ',
        difference: '71.86',
      }),
    ).toBe(
      'On Checking: created 2 transaction(s), marked 4 cleared, corrected 1 amount(s). The new transactions are unapproved and uncategorised: suggest_categories lists them.' +
        ' The balances still differ by 71.86, so nothing was reconciled: review the transactions the statement does not show. To undo all of it, call undo_operation with operation_id abcdef123456.',
    );
    expect(
      applied({ ...none, cleared: { count: 4 }, reconciled: { date: '2026-09-24', balance: '3,799.00' } }, false, { is: 'none' }),
    ).toBe(
      'On Checking: marked 4 cleared, reconciled the balance at 2026-09-24 (3,799.00, as the statement shows). To undo all of it, call undo_operation with operation_id abcdef123456.',
    );
    expect(applied({ ...none, cleared: { count: 1 } }, false, { is: 'unsure' })).toBe(
      'On Checking: marked 1 cleared. The balances agree, but nothing was reconciled while the match is unsure of some lines: go through them with the user (match_statement names them). To undo all of it, call undo_operation with operation_id abcdef123456.',
    );
  });

  it("say reconcile_account's difference as its handler did, with the leads found, or what to look for without any", () => {
    const found = (leads: Parameters<typeof reconcileAccount.messages.differenceFound>[0]['leads'], direction: 'less' | 'more') =>
      reconcileAccount.messages.differenceFound({
        account: 'Checking',
        cleared_balance: '3,727.14',
        bank_balance: '3,799.00',
        difference: '-71.86',
        direction: { is: direction },
        leads,
      });
    const tail =
      ' Once the user has fixed what is wrong in YNAB, call reconcile_account again; or, only if the user wants the gap recorded as an adjustment, call again with adjust=true.';
    const head = "YNAB's cleared balance for Checking is 3,727.14 and the bank shows 3,799.00: a difference of -71.86 ";
    expect(found({ explained_by: ifAny(1), uncleared: ifAny(3), possible_duplicates: ifAny(2) }, 'more')).toBe(
      `${head}(YNAB counts more money than the bank). Nothing was changed. Review with the user: 1 uncleared transaction(s) whose amount equals the difference (explained_by); the 3 uncleared transaction(s) (uncleared); 2 pair(s) of possible duplicates (possible_duplicates).${tail}`,
    );
    expect(found({ explained_by: ifAny(0), uncleared: ifAny(3), possible_duplicates: ifAny(0) }, 'less')).toBe(
      `${head}(YNAB counts less money than the bank). Nothing was changed. Review with the user: the 3 uncleared transaction(s) (uncleared).${tail}`,
    );
    expect(found({ explained_by: null, uncleared: null, possible_duplicates: null }, 'less')).toBe(
      `${head}(YNAB counts less money than the bank). Nothing was changed. No uncleared transaction nor duplicate explains it: look with the user for a transaction the bank has and YNAB lacks, or one entered with a wrong amount.${tail}`,
    );
  });
});

describe('journal kinds', () => {
  it('come from the manifests: one per journaled tool, with where to see such a change', () => {
    const journaled = model.tools.filter((t) => t.journal !== undefined);
    expect([...JOURNAL_KINDS]).toEqual(journaled.map((t) => t.journal!.kind));
    expect(JOURNALED_BY).toEqual(Object.fromEntries(journaled.map((t) => [t.journal!.kind, t.name])));
    expect(CHECK_WITH).toEqual(Object.fromEntries(journaled.map((t) => [t.journal!.kind, t.journal!.checkWith])));
    // Every write undo_operation can undo, and no other, journals.
    expect(journaled.map((t) => t.name)).toEqual(model.tools.filter((t) => t.undo.mode !== 'none').map((t) => t.name));
  });
});

describe('emission', () => {
  const [tool] = buildModel(loaded(WRITER)).tools;

  it("prints what each message takes, its template and parts, a builder per message, and the tool's journal kind", () => {
    const code = emitTool(tool!);
    expect(code).toContain("import { resultMessages, type ToolDefinition } from '../../src/mcp/kit.ts';");
    expect(code).toContain(
      'export interface MessageParams {\n  sampled: { count: string | number; operation_id: string | null; late: { days: string | number } | null; which: { is: "new" } | { is: "old"; date: string | number }; found: { gaps: { count: string | number } | null; twins: boolean } };\n}',
    );
    expect(code).toContain(
      'const message = resultMessages<MessageParams>({\n  sampled: ["Sampled {count} item(s){late}{which}{found}. To undo it, call undo_operation with operation_id {operation_id}.", ' +
        '{"late":{"text":", {days} day(s) late"},"which":{"oneOf":{"new":" (new)","old":" (old, from {date})"}},"found":{"items":{"gaps":"{count} gap(s)","twins":"twins"},"join":"; ","some":": {items}","none":""}}],\n});',
    );
    expect(code).toContain('  sampled: message("sampled"),');
    expect(code).toContain('export const journalKind = "sample" as const;');
  });

  it('prints the journal kinds and their tables', () => {
    expect(emitJournalKinds(buildModel(loaded(WRITER)))).toContain(
      'export const JOURNAL_KINDS = ["sample"] as const;\nexport type JournalKind = (typeof JOURNAL_KINDS)[number];\n\n' +
        '/** The tool whose writes each kind records. */\nexport const JOURNALED_BY: { readonly [K in JournalKind]: string } = {\n  sample: "sample_tool",\n};\n',
    );
  });
});

/** Never called: what must not compile, held by the typecheck (an unneeded @ts-expect-error fails it too). */
export function mustNotCompile() {
  // @ts-expect-error: every part is given, left out explicitly
  undoOperation.messages.undone({ restored: 1, conflicts: null });
  applyStatement.messages.applied({
    account: 'A',
    did: { created: null, cleared: null, corrected: null, reconciled: null },
    new_transactions: false,
    // @ts-expect-error: apply_statement's `unreconciled` has no such alternative
    unreconciled: { is: 'maybe' },
    operation_id: null,
  });
  applyStatement.messages.applied({
    account: 'A',
    did: { created: null, cleared: null, corrected: null, reconciled: null },
    new_transactions: false,
    // @ts-expect-error: the differ alternative needs its difference
    unreconciled: { is: 'differ' },
    operation_id: null,
  });
  // @ts-expect-error: a message with no operation_id takes none
  undoOperation.messages.noneInEffect({ operation_id: 'abcdef123456' });
}

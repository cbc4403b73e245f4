// Pins the glue codegen writes from the manifests: each tool's `refuse` raises, for every refusal its plans
// may return, exactly the error its constructor does (the manifest's message filled from the refusal's
// placeholders alone); each `nothingToDo` builder (and `nothingFor`, from a reason) fills the manifest's
// message, a quoted reason's whole, and nulls the write-only fields, keys in the output's order. The lines
// expecting an error are held by `npm test`'s typecheck.
import { describe, expect, it } from 'vitest';
import { emitTool } from '../../codegen/emit-code.ts';
import { emitContract } from '../../codegen/emit-contract.ts';
import { defaultContext, loadModel } from '../../codegen/index.ts';
import { CONFIRMATION_ERRORS, buildModel, type ToolModel } from '../../codegen/model.ts';
import { refuseShared } from '../../generated/errors.ts';
import * as applyCategories from '../../generated/tools/apply_categories.ts';
import * as renamePayee from '../../generated/tools/rename_payee.ts';
import * as undoOperation from '../../generated/tools/undo_operation.ts';
import { planPayeeRename } from '../../src/logic/transactions/payee-rename-plan.ts';
import type { ErrorParams, ToolError } from '../../src/mcp/kit.ts';
import { SHARED, TOOL, loaded, withField } from './fixtures.ts';

interface GeneratedTool {
  errors: Record<string, (params?: ErrorParams) => ToolError>;
  refuse?: (refusal: { error: string }) => ToolError;
  nothingToDo?: Record<string, (params: ErrorParams, fields: Record<string, unknown>) => Record<string, unknown>>;
  nothingFor?: (reason: { reason: string }, fields: Record<string, unknown>) => Record<string, unknown>;
}

const model = await loadModel(defaultContext());
const generated = async (t: ToolModel) => (await import(`../../generated/tools/${t.name}.ts`)) as GeneratedTool;
/** A value per placeholder that shows where it lands, and the template filled with them by hand. */
const marked = (names: readonly string[]): ErrorParams => Object.fromEntries(names.map((p) => [p, `‹${p}›`]));
const filled = (template: string) => template.replace(/\{([a-z_][a-z0-9_]*)\}/g, (_, p: string) => `‹${p}›`);

describe('refuse', () => {
  it('raises, for every declared error of every tool, what its constructor raises, with the placeholders alone', async () => {
    let checked = 0;
    for (const tool of model.tools) {
      const mod = await generated(tool);
      // Not the confirmation errors, nor those quoting an {error}: their constructors raise them.
      for (const e of tool.errors.filter(
        (x) => !x.placeholders.includes('error') && !(CONFIRMATION_ERRORS as readonly string[]).includes(x.id),
      )) {
        const params = marked(e.placeholders);
        // A plan's refusal carries more than the placeholders: ok, and fields the message does not read.
        const error = mod.refuse!({ ok: false, error: e.id, ...params, unread: 'not a placeholder' } as { error: string });
        const direct = mod.errors[e.constructorName]!(params);
        expect([error.code, error.message, error.params], `${tool.name}.${e.id}`).toEqual([e.id, filled(e.message), params]);
        expect(error.message).toBe(direct.message);
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(100);
  });

  it('renders a real plan refusal exactly as the manifest words it, values cleaned', () => {
    const plan = planPayeeRename(
      { payee_id: 'pay-1', name: 'Market\nFresh' },
      [{ id: 'pay-1', name: 'Marché', deleted: false, transfer_account_id: null }],
      [],
    );
    if (plan.ok) throw new Error('expected a refusal');
    expect(renamePayee.refuse(plan).message).toBe(
      'Payee name ‘Market Fresh’ must be one line of visible characters: remove line breaks, control characters and invisible characters.',
    );
    expect(refuseShared({ error: 'span_too_long', since: '2025-01-01', until: '2026-06-30' }).message).toBe(
      'The period from 2025-01-01 to 2026-06-30 is longer than 366 days: search a period of at most 366 days, and make several calls for a longer one.',
    );
  });
});

describe('nothingToDo', () => {
  it('fills each declared message and nulls the write-only fields, in the order of the output', async () => {
    const tools = model.tools.filter((t) => t.nothingToDo.length > 0);
    expect(tools.map((t) => t.name)).toContain('apply_categories');
    for (const tool of tools) {
      const mod = await generated(tool);
      const names = tool.output.map((f) => f.name);
      const given = Object.fromEntries(
        names.filter((n) => n !== 'status' && n !== 'message' && !tool.writeOnlyFields.includes(n)).map((n) => [n, `field ${n}`]),
      );
      // A quoting placeholder takes a reason: the first message that quotes none, whose text lands there.
      const quoted = tool.nothingToDo.find((n) => n.reasons.length === 0)!;
      for (const n of tool.nothingToDo) {
        const params = {
          ...marked(n.placeholders),
          ...Object.fromEntries(n.reasons.map((r) => [r, { reason: quoted.name, ...marked(quoted.placeholders) }])),
        };
        const message = filled(n.message).replace(/‹([a-z_]+)›/g, (whole, p: string) =>
          n.reasons.includes(p) ? filled(quoted.message) : whole,
        );
        const result = mod.nothingToDo![n.builderName]!(params as ErrorParams, given);
        const nulls = Object.fromEntries(tool.writeOnlyFields.map((f) => [f, null]));
        expect(result, `${tool.name}.${n.name}`).toEqual({ status: 'nothing_to_do', message, ...nulls, ...given });
        expect(Object.keys(result)).toEqual(names);
        expect(mod.nothingFor!({ reason: n.name, ...params }, given)).toEqual(result);
      }
    }
  });

  it('gives apply_categories its whole result, the message as the manifest has it', () => {
    const result = applyCategories.nothingToDo.alreadyCategorized({}, { changes: [], unchanged_count: 2, conflicts: [] });
    expect(JSON.stringify(result)).toBe(
      JSON.stringify({
        status: 'nothing_to_do',
        message: 'Every transaction already has the category assigned to it: nothing to change.',
        changes: [],
        unchanged_count: 2,
        conflicts: [],
        confirmation: null,
        operation_id: null,
      }),
    );
  });

  it('fills a quoted reason first, cleaned, and puts it in whole: quoting one never cuts it', () => {
    const fields = { operation_id: 'abcdef123456', kind: 'reconcile', restored: 0, changes: [], conflicts: ['tx-1', 'adj'] };
    const why = { reason: 'reconcile_both_changed', count: 1 } as const;
    expect(undoOperation.nothingFor({ reason: 'partly_not_applied', why, not_applied: 2 }, fields).message).toBe(
      'Since the operation, the 1 transaction(s) are no longer reconciled or were deleted, and the adjustment was deleted, so the undo touches nothing. The other 2 item(s) YNAB never applied.',
    );
    // In one pass: braces in a quoted value are not read as the outer message's placeholders.
    const odd = { reason: 'create_look_alikes', account: 'Ca\nrd {not_applied}', count: 3 } as const;
    expect(undoOperation.nothingToDo.partlyNotApplied({ why: odd, not_applied: 2 }, fields).message).toBe(
      'More transactions on Ca rd {not_applied} look like those this operation sent than it sent (3), so which are its own cannot be told and the undo touches nothing; they are listed in conflicts. The other 2 item(s) YNAB never applied.',
    );
  });

  it('cleans a placeholder value as an error message does', () => {
    const fields = { payee_id: 'pay-1', from_name: 'A', to_name: 'A', transactions: 0 };
    expect(renamePayee.nothingToDo.sameName({ from_name: 'Ma\u200brket\r\nFresh' }, fields).message).toBe(
      'Payee ‘Market Fresh’ already has this name: nothing to rename.',
    );
  });
});

/** Never called: what must not compile, held by the typecheck (an unneeded @ts-expect-error fails it too). */
export function mustNotCompile(
  plan: { ok: false; error: 'not_one_line'; text: string },
  fields: { payee_id: string; from_name: string; to_name: string; transactions: number },
  undoFields: Parameters<typeof undoOperation.nothingFor>[1],
) {
  // @ts-expect-error: rename_payee declares no such error
  renamePayee.refuse({ error: 'no_such_error' });
  // @ts-expect-error: a plan never refuses with a confirmation error
  renamePayee.refuse({ error: 'plan_changed' });
  // @ts-expect-error: not_one_line's message needs `what`, which this refusal lacks
  renamePayee.refuse(plan);
  // @ts-expect-error: same_name's message needs from_name
  renamePayee.nothingToDo.sameName({}, fields);
  // @ts-expect-error: the result's fields are all needed
  renamePayee.nothingToDo.sameName({ from_name: 'x' }, { payee_id: 'pay-1' });
  undoOperation.nothingFor(
    // @ts-expect-error: a quoted reason quotes none itself
    { reason: 'partly_not_applied', not_applied: 1, why: { reason: 'partly_not_applied', not_applied: 1, why: { reason: 'not_applied' } } },
    undoFields,
  );
  // @ts-expect-error: undo_operation declares no such reason
  undoOperation.nothingFor({ reason: 'no_such_reason' }, undoFields);
}

describe('emission', () => {
  const SHARED_WITH_PREVIEW = withField(SHARED, 'definitions.Preview', { type: 'string', nullable: true, description: 'The question.' });
  const WRITE = [
    ['kind', 'write'],
    ['confirmation', 'immediate'],
    ['annotations.readOnlyHint', false],
    [
      'output',
      {
        status: { enum: ['applied', 'nothing_to_do'], description: 'Outcome.' },
        message: { type: 'string', description: 'What happened.' },
        preview: { $ref: 'Preview' },
        total: { type: 'integer', description: 'How many.' },
      },
    ],
    ['nothing_to_do', { same_total: 'Already {total}: nothing to do.' }],
  ] as const;
  const write = WRITE.reduce<Record<string, unknown>>((m, [path, value]) => withField(m, path, value), TOOL);

  it('prints the refusal union and the reasons in the contract, refuse and the nothing_to_do builders beside the schemas', () => {
    const tool = buildModel(loaded(write, SHARED_WITH_PREVIEW)).tools[0]!;
    const contract = emitContract(tool);
    expect(contract).toContain(
      'export type Refusal =\n  | { error: "bad_month"; value: string | number }\n  | { error: "too_many"; limit: string | number; max: string | number };',
    );
    expect(contract).toContain('export type NothingReason =\n  | { reason: "same_total"; total: string | number };');
    const code = emitTool(tool);
    expect(code).toContain("import { nothingToDoResult, refuser, ToolError, type ToolDefinition } from '../../src/mcp/kit.ts';");
    expect(code).toContain('export type Refusal = contract.Refusal;');
    expect(code).toContain(
      'export const refuse = refuser<Refusal>({\n  bad_month: [errors.badMonth, ["value"]],\n  too_many: [errors.tooMany, ["limit","max"]],\n});',
    );
    expect(code).toContain('export type NothingReason = contract.NothingReason;');
    expect(code).toContain(
      'const nothing = nothingToDoResult<Output, "preview", NothingReason>(["status","message","preview","total"], ["preview"], {\n' +
        '  same_total: ["Already {total}: nothing to do.", []],\n});',
    );
    expect(code).toContain('export const nothingFor = nothing.result;');
    expect(code).toContain('  sameTotal: nothing.builder("same_total"),');
  });

  it('types a placeholder that quotes another message as a reason that quotes none', () => {
    const quoting = withField(write, 'nothing_to_do', {
      same_total: 'Already {total}.',
      also_late: { message: '{why} And late.', reasons: ['why'] },
    });
    const tool = buildModel(loaded(quoting, SHARED_WITH_PREVIEW)).tools[0]!;
    const contract = emitContract(tool);
    expect(contract).toContain('export type QuotedReason =\n  | { reason: "same_total"; total: string | number };');
    expect(contract).toContain('export type NothingReason =\n  | QuotedReason\n  | { reason: "also_late"; why: QuotedReason };');
    expect(emitTool(tool)).toContain('  also_late: ["{why} And late.", ["why"]],');
  });

  it('prints no builder for a tool that declares no nothing_to_do, and no refuse for one without errors', () => {
    const tool = buildModel(loaded(withField(TOOL, 'errors', []))).tools[0]!;
    const code = emitTool(tool);
    expect(code).toContain("import type { ToolDefinition } from '../../src/mcp/kit.ts';");
    expect(code).not.toContain('refuse');
    expect(code).not.toContain('Refusal');
    expect(code).not.toContain('nothingToDo');
    expect(emitContract(tool)).not.toMatch(/Refusal|Reason/);
  });
});

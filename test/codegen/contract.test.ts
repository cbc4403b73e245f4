// Pins the contract codegen prints (generated/contract/<tool>.d.ts): each schema of the model as the plain type
// TypeBox's Static reads from it, Args with the defaults required, and no import. That the printed types are
// the schemas' static types exactly is held by the typecheck (each generated/tools/<tool>.ts's ContractHolds).
import { describe, expect, it } from 'vitest';
import { emitContract, printType } from '../../codegen/emit-contract.ts';
import { defaultContext, loadModel } from '../../codegen/index.ts';
import { buildModel } from '../../codegen/model.ts';
import { TOOL, loaded } from './fixtures.ts';

describe('printType', () => {
  it.each([
    [{ type: 'integer' }, 'number'],
    [{ type: ['string', 'null'] }, 'string | null'],
    [{ enum: ['a', 'b', null] }, '"a" | "b" | null'],
    [{ type: 'array', items: { type: 'string' } }, 'string[]'],
    [{ type: 'array', items: { enum: ['a', 'b'] } }, '("a" | "b")[]'],
    [{ type: 'array', items: { enum: ['only'] } }, '"only"[]'],
    [
      { anyOf: [{ type: 'object', properties: { n: { type: 'number' } }, required: ['n'] }, { type: 'null' }] },
      '{\n  n: number;\n} | null',
    ],
    [{ type: 'object', properties: {} }, 'object'],
    [
      { type: 'object', properties: { 'odd-name': { type: 'boolean', description: 'Odd. */ closed' } } },
      '{\n  /** Odd. * / closed */\n  "odd-name"?: boolean;\n}',
    ],
  ])('%j is %s', (schema, printed) => {
    expect(printType(schema)).toBe(printed);
  });

  it('refuses a schema the model never builds', () => {
    expect(() => printType({ type: 'tuple' })).toThrow('contract: unsupported schema {"type":"tuple"}');
  });
});

describe('emitContract', () => {
  it('prints Input, Args with every default applied, and Output with the fields’ descriptions', () => {
    const contract = emitContract(buildModel(loaded(TOOL)).tools[0]!);
    expect(contract).toContain(
      'export type Input = {\n  /** YNAB plan id or ‘last-used’. */\n  plan_id: string;\n  /** Month. */\n  month?: string;\n  /** How many. */\n  limit?: number;\n};',
    );
    expect(contract).toContain(
      'export type Args = {\n  /** YNAB plan id or ‘last-used’. */\n  plan_id: string;\n  /** Month. */\n  month: string;\n  /** How many. */\n  limit: number;\n};',
    );
    expect(contract).toContain(
      'export type Output = {\n  /** How many there are. */\n  total: number;\n  /** The items. */\n  items: {\n    /** Id. */\n    id: string;\n    /** Note. */\n    note: string | null;\n  }[];\n};',
    );
    expect(contract).toContain('export type Refusal =\n  | { error: "bad_month"; value: string | number }');
  });

  it('gives a tool without defaults its Input as Args, and every real tool a contract that imports nothing', async () => {
    const bare = buildModel(
      loaded({ ...TOOL, params: { plan_id: { $ref: 'PlanId' } }, example: { arguments: { plan_id: 'demo-budget' } } }),
    ).tools[0]!;
    expect(emitContract(bare)).toContain('export type Args = Input;');
    for (const tool of (await loadModel(defaultContext())).tools)
      expect(emitContract(tool), tool.name).not.toMatch(/^\s*(import|export .* from)\b/m);
  });
});

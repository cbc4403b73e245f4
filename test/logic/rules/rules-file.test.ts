// Examples for src/logic/rules/rules-file.ts: a file written and read back, a hand-written one, and each kind
// of file refused with its line and the fix (not YAML, another version, an unknown or ill-typed field, a
// name used twice), never read in part.
import { describe, expect, it } from 'vitest';
import type { Rule } from '../../../src/logic/rules/rule.ts';
import { readRuleValue, readRulesFile, rulesFileText } from '../../../src/logic/rules/rules-file.ts';

const RULES: Rule[] = [
  {
    name: 'Market Fresh is groceries',
    enabled: true,
    conditions: { payee: { equals: 'Market Fresh' }, sign: 'outflow', amount: { min: -200, max: -1 } },
    actions: { category_id: 'cat-groceries', approve: true },
  },
  {
    name: 'Rent, flagged',
    enabled: false,
    conditions: { label: { starts_with: 'PRLV SEPA LANDLORD' }, day_of_month: { from: 28, to: 3 }, account_id: 'acc-checking' },
    actions: { flag: null, memo: 'rent: checked' },
  },
  { name: 'Café', enabled: true, conditions: { memo: { contains: 'café' }, amount: { equals: -3.5 } }, actions: { flag: 'red' } },
];

const refusal = (text: string) => {
  const r = readRulesFile(text);
  return r.ok ? 'read' : r;
};

describe('the rules file', () => {
  it('reads back what it wrote, plan by plan, in order, with a header saying what it is', () => {
    const text = rulesFileText(
      new Map([
        ['demo-budget', RULES],
        ['other-plan', []],
      ]),
    );
    expect(text).toMatch(/^# avenir-mcp rules, by plan, in the order they apply/);
    expect(text).toContain('version: 1\n');
    const long = `${'word '.repeat(30)}end`;
    expect(rulesFileText(new Map([['p', [{ ...RULES[1]!, actions: { memo: long } }]]]))).toContain(`memo: ${long}\n`);
    const read = readRulesFile(text);
    expect(read.ok && [...read.plans]).toEqual([
      ['demo-budget', RULES],
      ['other-plan', []],
    ]);
  });

  it('reads days 1 to 31, and any finite amount', () => {
    const read = readRulesFile(
      'version: 1\nplans:\n  p:\n    - { name: R, conditions: { day_of_month: { from: 31, to: 1 }, amount: { min: -0.5, max: 1e3 } }, actions: { approve: true } }\n',
    );
    expect(read.ok && read.plans.get('p')![0]!.conditions).toEqual({ day_of_month: { from: 31, to: 1 }, amount: { min: -0.5, max: 1000 } });
    expect(
      refusal('version: 1\nplans:\n  p:\n    - { name: R, conditions: { amount: { min: .inf } }, actions: { approve: true } }\n'),
    ).toMatchObject({
      problem: 'plans.p[1].conditions.amount.min is not a number',
    });
  });

  it('reads a file written by hand: enabled left out is true, no plans is none', () => {
    const read = readRulesFile(`version: 1
plans:
  demo-budget:
    - name: Rail
      conditions: { payee: { contains: rail } }
      actions: { category_id: cat-transport }
`);
    expect(read.ok && read.plans.get('demo-budget')).toEqual([
      { name: 'Rail', enabled: true, conditions: { payee: { contains: 'rail' } }, actions: { category_id: 'cat-transport' } },
    ]);
    const empty = readRulesFile('version: 1\n');
    expect(empty.ok && empty.plans.size).toBe(0);
  });

  it('refuses a file that is not valid YAML, with its line', () => {
    expect(refusal('version: 1\nplans:\n  demo: [\n')).toEqual({
      ok: false,
      line: 4,
      problem: 'not valid YAML: Flow sequence in block collection must be sufficiently indented and end with a ] at line 4, column 1:',
      fix: 'correct the line',
    });
    expect(refusal('version: 1\nversion: 1\n')).toMatchObject({ ok: false, line: 2 });
  });

  it('refuses a key that is not text, and throws on what is not text at all (a fault of its caller)', () => {
    expect(refusal('version: 1\n? [a, b]\n: 1\n')).toMatchObject({ line: 2, problem: 'the file has an unknown field ‘’' });
    expect(() => readRulesFile(42 as never)).toThrow(TypeError);
  });

  it('refuses another version, or none, saying how to go on', () => {
    expect(refusal('version: 2\nplans: {}\n')).toEqual({
      ok: false,
      line: 1,
      problem: 'the file is version 2, and this avenir-mcp reads version 1',
      fix: 'update avenir-mcp, or move the file aside and save the rules again',
    });
    expect(refusal('# rules\nplans: {}\n')).toMatchObject({
      line: 2,
      problem: 'the file is version unknown, and this avenir-mcp reads version 1',
    });
    expect(refusal('- a\n')).toEqual({
      ok: false,
      line: 1,
      problem: 'the file is not a mapping',
      fix: 'write the file as `key: value` lines',
    });
    expect(refusal('')).toMatchObject({ line: 1, problem: 'the file is not a mapping' });
    expect(refusal('# only a comment\n')).toMatchObject({ line: 1, problem: 'the file is not a mapping' });
  });

  it('refuses a field it does not know, or of the wrong type, at its line', () => {
    const file = (rule: string) => `version: 1\nplans:\n  demo-budget:\n    - name: R\n${rule}`;
    const cases: [string, number, string, string?][] = [
      [
        '      conditions: { payee: { equals: x } }\n      actions: { categroy_id: c }\n',
        6,
        'plans.demo-budget[1].actions has an unknown field ‘categroy_id’',
        'use only category_id, flag, memo, approve',
      ],
      [
        '      conditions: { payee: { is: x } }\n      actions: { approve: true }\n',
        5,
        'plans.demo-budget[1].conditions.payee has an unknown field ‘is’',
      ],
      [
        '      conditions: { payee: { equals: x, contains: y } }\n      actions: { approve: true }\n',
        5,
        'plans.demo-budget[1].conditions.payee needs exactly one of equals, contains, starts_with',
        'keep one of them',
      ],
      [
        '      conditions: { payee: { equals: "  " } }\n      actions: { approve: true }\n',
        5,
        'plans.demo-budget[1].conditions.payee.equals is not a text',
        'write plans.demo-budget[1].conditions.payee.equals as a text',
      ],
      [
        '      conditions: { amount: { equals: -3, min: -5 } }\n      actions: { approve: true }\n',
        5,
        'plans.demo-budget[1].conditions.amount has equals and a range',
        'keep equals, or min and max',
      ],
      [
        '      conditions: { amount: { min: low } }\n      actions: { approve: true }\n',
        5,
        'plans.demo-budget[1].conditions.amount.min is not a number',
      ],
      [
        '      conditions: { sign: out }\n      actions: { approve: true }\n',
        5,
        'plans.demo-budget[1].conditions.sign is not outflow or inflow',
      ],
      [
        '      conditions: { account_id: 3 }\n      actions: { approve: true }\n',
        5,
        'plans.demo-budget[1].conditions.account_id is not a text',
      ],
      [
        '      conditions: { day_of_month: { from: 0, to: 3 } }\n      actions: { approve: true }\n',
        5,
        'plans.demo-budget[1].conditions.day_of_month.from is not a day from 1 to 31',
      ],
      [
        '      conditions: { day_of_month: { from: 3 } }\n      actions: { approve: true }\n',
        5,
        'plans.demo-budget[1].conditions.day_of_month needs from and to',
        'give both days',
      ],
      [
        '      conditions: { day_of_month: { to: 3 } }\n      actions: { approve: true }\n',
        5,
        'plans.demo-budget[1].conditions.day_of_month needs from and to',
        'give both days',
      ],
      [
        '      conditions: { day_of_month: { from: 1, to: 32 } }\n      actions: { approve: true }\n',
        5,
        'plans.demo-budget[1].conditions.day_of_month.to is not a day from 1 to 31',
      ],
      [
        '      conditions: { day_of_month: { from: 1.5, to: 3 } }\n      actions: { approve: true }\n',
        5,
        'plans.demo-budget[1].conditions.day_of_month.from is not a day from 1 to 31',
      ],
      [
        '      conditions: { sign: outflow }\n      actions: { flag: pink }\n',
        6,
        'plans.demo-budget[1].actions.flag is not one of red, orange, yellow, green, blue, purple or null',
      ],
      [
        '      conditions: { sign: outflow }\n      actions: { memo: 3 }\n',
        6,
        'plans.demo-budget[1].actions.memo is not one line of at most 500 characters',
      ],
      ['      conditions: { sign: outflow }\n      actions: { approve: false }\n', 6, 'plans.demo-budget[1].actions.approve is not true'],
      [
        '      conditions: { sign: outflow }\n      actions: { category_id: "" }\n',
        6,
        'plans.demo-budget[1].actions.category_id is not a text',
      ],
      [
        '      enabled: yes please\n      conditions: { sign: outflow }\n      actions: { approve: true }\n',
        5,
        'plans.demo-budget[1].enabled is not true or false',
      ],
      ['      conditions: { sign: outflow }\n', 4, 'plans.demo-budget[1] has no actions', 'add its actions'],
      ['      actions: { approve: true }\n', 4, 'plans.demo-budget[1] has no conditions'],
      [
        '      conditions: [a]\n      actions: { approve: true }\n',
        5,
        'plans.demo-budget[1].conditions is not a mapping',
        'write plans.demo-budget[1].conditions as `key: value` lines',
      ],
      ['      colour: red\n', 5, 'plans.demo-budget[1] has an unknown field ‘colour’'],
    ];
    for (const [rule, line, problem, fix] of cases) {
      const r = refusal(file(rule));
      expect(r, problem).toMatchObject({ ok: false, line, problem, ...(fix === undefined ? {} : { fix }) });
    }
  });

  it('refuses a rule without a name, a name used twice in a plan, a plan that is not a list, a plan without id', () => {
    expect(
      refusal('version: 1\nplans:\n  demo-budget:\n    - conditions: { sign: outflow }\n      actions: { approve: true }\n'),
    ).toMatchObject({
      line: 4,
      problem: 'plans.demo-budget[1].name is not a text',
    });
    const twice =
      'version: 1\nplans:\n  demo-budget:\n    - { name: R, conditions: { sign: outflow }, actions: { approve: true } }\n    - { name: R, conditions: { sign: inflow }, actions: { approve: true } }\n';
    expect(refusal(twice)).toMatchObject({
      line: 5,
      problem: 'plans.demo-budget[2]: a second rule is named ‘R’',
      fix: 'give each rule of a plan its own name',
    });
    // The same name in two plans is two rules.
    expect(
      refusal(twice.replace('    - { name: R, conditions: { sign: inflow }', '  other:\n    - { name: R, conditions: { sign: inflow }')),
    ).toBe('read');
    expect(refusal('version: 1\nplans:\n  demo-budget: { name: R }\n')).toMatchObject({
      line: 3,
      problem: 'plans.demo-budget is not a list of rules',
      fix: 'write each rule as a `- ` item',
    });
    expect(refusal('version: 1\nplans:\n  "": []\n')).toMatchObject({
      line: 3,
      problem: 'plans has an unknown field ‘’',
      fix: 'name each plan by its id',
    });
  });
});

describe('readRuleValue', () => {
  it('reads a rule given as a value as the file reads one, its fields named rule.…', () => {
    const rule = { name: 'A', conditions: { amount: { min: -5.5 } }, actions: { approve: true } };
    expect(readRuleValue(rule)).toEqual({ ok: true, rule: { ...rule, enabled: true } });
    expect(readRuleValue({ ...rule, actions: { approve: 'yes' } })).toEqual({
      ok: false,
      problem: 'rule.actions.approve is not true',
      fix: 'write rule.actions.approve as true',
    });
    expect(readRuleValue(undefined)).toMatchObject({ ok: false, problem: 'rule is not a mapping' });
  });
});

describe('a rule’s memo', () => {
  it('is read up to the 500 characters YNAB keeps, on one line; longer or on several lines, refused', () => {
    const memo = (text: string) => readRuleValue({ name: 'A', conditions: { sign: 'outflow' }, actions: { memo: text } });
    expect(memo('é'.repeat(500))).toMatchObject({ ok: true });
    expect(memo(' spaced ')).toMatchObject({ ok: true, rule: { actions: { memo: ' spaced ' } } });
    for (const text of ['é'.repeat(501), 'two\nlines', 'hidden\u202e'])
      expect(memo(text)).toMatchObject({ ok: false, problem: 'rule.actions.memo is not one line of at most 500 characters' });
  });
});

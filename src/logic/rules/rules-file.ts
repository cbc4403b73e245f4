// The rules file (issue #32): a readable YAML file a person can keep in their own repository, holding each
// plan's rules in order. Read strictly: a file that is not valid YAML, from another version, or with a field
// this version does not know is refused with its line and what to do, never read in part. Written whole, with
// a header saying what it is.
import { isMap, isScalar, isSeq, LineCounter, parseDocument, stringify, type Node, type YAMLMap } from 'yaml';
import { isOneLine } from '../core/untrusted.ts';
import { FLAG_COLORS } from '../transactions/flag-plan.ts';
import type { Rule, RuleActions, RuleConditions, TextMatch } from './rule.ts';

export const RULES_FILE_VERSION = 1;

/** A plan's rules, in the order they apply. */
export type RuleSets = ReadonlyMap<string, readonly Rule[]>;

export type RulesFileRead = { ok: true; plans: RuleSets } | { ok: false; line: number; problem: string; fix: string };

const HEADER = `# avenir-mcp rules, by plan, in the order they apply (the first rule that sets a field wins it).
# Written by avenir-mcp's save_rule and delete_rule; it may be edited by hand: a mistake is reported with its line.
`;

/** Where a problem was found, as an exception the reader turns into its answer. */
class Refusal extends Error {
  constructor(
    readonly node: Node | null | undefined,
    readonly problem: string,
    readonly fix: string,
  ) {
    super(problem);
  }
}

const TEXT_KINDS = ['equals', 'contains', 'starts_with'] as const;

/** A mapping's pairs; with `known`, a key outside it is refused (the plans' ids are any text). */
function entries(node: unknown, what: string, known?: readonly string[]): [string, Node][] {
  if (!isMap(node)) throw new Refusal(node as Node, `${what} is not a mapping`, `write ${what} as \`key: value\` lines`);
  return (node as YAMLMap<unknown, Node>).items.map((pair) => {
    const key = isScalar(pair.key) ? String(pair.key.value) : '';
    if (known === undefined ? key === '' : !known.includes(key))
      throw new Refusal(
        pair.key as Node,
        `${what} has an unknown field ‘${key}’`,
        known ? `use only ${known.join(', ')}` : 'name each plan by its id',
      );
    return [key, pair.value as Node];
  });
}

function scalar<T>(node: Node | null, what: string, holds: (v: unknown) => v is T, expected: string): T {
  const value = isScalar(node) ? node.value : undefined;
  if (!holds(value)) throw new Refusal(node, `${what} is not ${expected}`, `write ${what} as ${expected}`);
  return value;
}

const isText = (v: unknown): v is string => typeof v === 'string' && v.trim() !== '';
/** The longest memo YNAB keeps: a rule's memo longer than that, or on several lines, would not be written as shown. */
const MEMO_MAX = 500;
const isMemo = (v: unknown): v is string => typeof v === 'string' && [...v].length <= MEMO_MAX && isOneLine(v);
const isNumber = (v: unknown): v is number => Number.isFinite(v);
const isDay = (v: unknown): v is number => Number.isInteger(v) && (v as number) >= 1 && (v as number) <= 31;

function textMatch(node: Node, what: string): TextMatch {
  const pairs = entries(node, what, TEXT_KINDS);
  if (pairs.length !== 1) throw new Refusal(node, `${what} needs exactly one of equals, contains, starts_with`, 'keep one of them');
  const [[kind, value]] = pairs as [[(typeof TEXT_KINDS)[number], Node]];
  return { [kind]: scalar(value, `${what}.${kind}`, isText, 'a text') } as TextMatch;
}

function conditions(node: Node, at: string): RuleConditions {
  const out: RuleConditions = {};
  const keys = ['payee', 'label', 'memo', 'amount', 'sign', 'account_id', 'day_of_month'] as const;
  for (const [key, value] of entries(node, `${at}.conditions`, keys)) {
    const what = `${at}.conditions.${key}`;
    if (key === 'payee' || key === 'label' || key === 'memo') out[key] = textMatch(value, what);
    else if (key === 'amount') {
      const pairs = Object.fromEntries(
        entries(value, what, ['equals', 'min', 'max']).map(([k, v]) => [k, scalar(v, `${what}.${k}`, isNumber, 'a number')]),
      );
      if ('equals' in pairs && Object.keys(pairs).length > 1)
        throw new Refusal(value, `${what} has equals and a range`, 'keep equals, or min and max');
      out.amount = pairs;
    } else if (key === 'sign')
      out.sign = scalar(value, what, (v): v is 'outflow' | 'inflow' => v === 'outflow' || v === 'inflow', 'outflow or inflow');
    else if (key === 'account_id') out.account_id = scalar(value, what, isText, 'a text');
    else {
      const days = Object.fromEntries(
        entries(value, what, ['from', 'to']).map(([k, v]) => [k, scalar(v, `${what}.${k}`, isDay, 'a day from 1 to 31')]),
      );
      if (days.from === undefined || days.to === undefined) throw new Refusal(value, `${what} needs from and to`, 'give both days');
      out.day_of_month = { from: days.from, to: days.to };
    }
  }
  return out;
}

const isFlag = (v: unknown): v is (typeof FLAG_COLORS)[number] | null => v === null || (FLAG_COLORS as readonly unknown[]).includes(v);

function actions(node: Node, at: string): RuleActions {
  const out: RuleActions = {};
  for (const [key, value] of entries(node, `${at}.actions`, ['category_id', 'flag', 'memo', 'approve'])) {
    const what = `${at}.actions.${key}`;
    if (key === 'category_id') out.category_id = scalar(value, what, isText, 'a text');
    else if (key === 'flag') out.flag = scalar(value, what, isFlag, `one of ${FLAG_COLORS.join(', ')} or null`);
    else if (key === 'memo') out.memo = scalar(value, what, isMemo, `one line of at most ${MEMO_MAX} characters`);
    else out.approve = scalar(value, what, (v): v is true => v === true, 'true');
  }
  return out;
}

function rule(node: Node, at: string, names: Set<string>): Rule {
  const fields = new Map(entries(node, at, ['name', 'enabled', 'conditions', 'actions']));
  const name = scalar(fields.get('name') ?? node, `${at}.name`, isText, 'a text');
  if (names.has(name))
    throw new Refusal(fields.get('name')!, `${at}: a second rule is named ‘${name}’`, 'give each rule of a plan its own name');
  names.add(name);
  const enabled = fields.has('enabled')
    ? scalar(fields.get('enabled')!, `${at}.enabled`, (v): v is boolean => typeof v === 'boolean', 'true or false')
    : true;
  for (const part of ['conditions', 'actions'] as const)
    if (!fields.has(part)) throw new Refusal(node, `${at} has no ${part}`, `add its ${part}`);
  return { name, enabled, conditions: conditions(fields.get('conditions')!, at), actions: actions(fields.get('actions')!, at) };
}

/** What `run` gives, or the refusal it threw; anything else it throws is a fault of the caller or of this code. */
function caught<T>(run: () => T): T | Refusal {
  try {
    return run();
  } catch (e) {
    if (!(e instanceof Refusal)) throw e;
    return e;
  }
}

/** The file's text read, or why not with its line (1-based) and the fix. */
export function readRulesFile(text: string): RulesFileRead {
  const lines = new LineCounter();
  const read = caught(() => {
    const doc = parseDocument(text, { lineCounter: lines, uniqueKeys: true });
    const [error] = doc.errors;
    // With a line counter, every error of the parser carries its position.
    if (error !== undefined)
      return {
        ok: false as const,
        line: error.linePos![0].line,
        problem: `not valid YAML: ${error.message.split('\n')[0]}`,
        fix: 'correct the line',
      };
    return { ok: true as const, plans: rulesOf(doc.contents) };
  });
  if (!(read instanceof Refusal)) return read;
  // A parsed node has its range; an empty file has no node at all.
  const offset = read.node ? read.node.range![0] : 0;
  return { ok: false, line: lines.linePos(offset).line, problem: read.problem, fix: read.fix };
}

/** The rule sets of a parsed file's contents, or a Refusal thrown. */
function rulesOf(contents: Node | null): Map<string, Rule[]> {
  const top = new Map(entries(contents, 'the file', ['version', 'plans']));
  const version = top.get('version');
  if (!isScalar(version) || version.value !== RULES_FILE_VERSION)
    throw new Refusal(
      version ?? contents,
      `the file is version ${isScalar(version) ? String(version.value) : 'unknown'}, and this avenir-mcp reads version ${RULES_FILE_VERSION}`,
      'update avenir-mcp, or move the file aside and save the rules again',
    );
  const plans = new Map<string, Rule[]>();
  const byPlan = top.get('plans');
  for (const [planId, list] of byPlan === undefined ? [] : entries(byPlan, 'plans')) {
    if (!isSeq(list)) throw new Refusal(list, `plans.${planId} is not a list of rules`, 'write each rule as a `- ` item');
    const names = new Set<string>();
    plans.set(
      planId,
      list.items.map((item, i) => rule(item as Node, `plans.${planId}[${i + 1}]`, names)),
    );
  }
  return plans;
}

/** The whole file for these rule sets: the header, the version, each plan's rules in order. */
export function rulesFileText(plans: RuleSets): string {
  const body = {
    version: RULES_FILE_VERSION,
    plans: Object.fromEntries([...plans].map(([id, rules]) => [id, rules.map((r) => ({ ...r }))])),
  };
  // No folding: a long memo or label stays on its one line, as a person would write it.
  return HEADER + stringify(body, { lineWidth: 0 });
}

/** A rule given as a value (save_rule's `rule`), checked as the file's rules are, its fields named `rule.…`. */
export function readRuleValue(value: unknown): { ok: true; rule: Rule } | { ok: false; problem: string; fix: string } {
  // JSON is YAML: the same reader checks both, so a rule saved is a rule the file reads back. undefined (a field
  // missing from a journal line) would stringify to nothing: read as null, refused as no mapping.
  const doc = parseDocument(JSON.stringify(value ?? null));
  const read = caught(() => rule(doc.contents as Node, 'rule', new Set()));
  return read instanceof Refusal ? { ok: false, problem: read.problem, fix: read.fix } : { ok: true, rule: read };
}

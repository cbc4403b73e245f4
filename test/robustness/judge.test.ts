// The fuzzing's judge (judge.ts) tells the acceptable answers from the bugs, so the fuzz files can fail:
// a bug report, an empty error, output outside the schema or text that is not the structuredContent.
import { describe, expect, it } from 'vitest';
import { definition } from '../../generated/tools/list_plans.ts';
import { judge } from './judge.ts';

const plans = {
  plans: [{ id: 'p', name: 'Plan', first_month: '2026-06-01', last_month: '2026-09-01', currency: { iso_code: 'EUR', decimal_digits: 2 } }],
};
const ok = (structured: unknown, text = JSON.stringify(structured)) => ({
  content: [{ type: 'text', text }],
  structuredContent: structured,
});
const error = (text: string) => ({ content: [{ type: 'text', text }], isError: true });

describe('judge', () => {
  it('accepts an error with a message, and a success matching the output schema', () => {
    expect(judge(definition, error('Input validation error: data/x must be string'))).toMatchObject({ kind: 'tool_error' });
    const verdict = judge(definition, ok(plans));
    expect(verdict.kind, JSON.stringify(verdict)).toBe('ok');
  });

  it.each([
    ['a bug report', error("Error calling tool 'list_plans': internal error (TypeError). Please report this.")],
    ['an error without text', error('  ')],
    ['a success without structuredContent', { content: [{ type: 'text', text: '{}' }] }],
    ['output outside the schema', ok({ plans: 'none' })],
    ['text that is not the structuredContent', ok(plans, '{"plans":[]}')],
  ])('flags %s', (_, result) => {
    expect(judge(definition, result).kind).toBe('problem');
  });
});

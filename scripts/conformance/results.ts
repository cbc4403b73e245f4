// Reads one scenario's checks.json (as `conformance server -o DIR` writes it) into a verdict. A scenario
// passes when it ran at least one check and none failed, except the checks scenarios.ts declares the
// suite cannot test here, and only while the suite itself says "Not testable" about them.
import type { Plan, Target } from './scenarios.ts';

export type Status = 'SUCCESS' | 'FAILURE' | 'WARNING' | 'INFO' | 'SKIPPED';

export interface Check {
  id: string;
  status: Status;
  description?: string;
  errorMessage?: string;
}

export interface ScenarioResult {
  scenario: string;
  target: Target;
  verdict: 'passed' | 'failed';
  passed: number;
  failed: number;
  warnings: number;
  notTestable: number;
  /** One line per failed, warned or untestable check: `id: message`. */
  notes: string[];
}

export function parseChecks(json: string): Check[] {
  const value: unknown = JSON.parse(json);
  if (!Array.isArray(value)) throw new Error('checks.json is not an array');
  return value.map((item: unknown, i) => {
    const check = item as Partial<Check>;
    if (typeof check?.id !== 'string' || typeof check.status !== 'string') throw new Error(`check ${i} has no id or status`);
    return check as Check;
  });
}

export function judge(scenario: string, plan: Plan & { run: Target }, checks: readonly Check[]): ScenarioResult {
  const result: ScenarioResult = {
    scenario,
    target: plan.run,
    verdict: 'passed',
    passed: 0,
    failed: 0,
    warnings: 0,
    notTestable: 0,
    notes: [],
  };
  for (const check of checks) {
    const message = (check.errorMessage ?? '').replace(/\s+/g, ' ').trim();
    if (check.status === 'SUCCESS') result.passed += 1;
    else if (check.status === 'WARNING') {
      result.warnings += 1;
      const why = plan.warnings?.[check.id];
      result.notes.push(`warning ${check.id}: ${why ?? (message || check.description || '')}`);
    } else if (check.status === 'FAILURE') {
      const excuse = plan.notTestable?.[check.id];
      if (excuse !== undefined && message.startsWith('Not testable')) {
        result.notTestable += 1;
        result.notes.push(`not testable ${check.id}: ${excuse}`);
      } else {
        result.failed += 1;
        result.notes.push(`FAILED ${check.id}: ${message}`);
      }
    }
  }
  if (result.failed > 0 || result.passed === 0) result.verdict = 'failed';
  if (result.passed === 0 && result.failed === 0) result.notes.push('FAILED: the scenario ran no check that passed');
  return result;
}

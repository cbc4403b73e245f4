// Pins the regions codegen fills in hand-written pages: each count gets its number from the manifests, each
// used-by region the tools whose example sent the row's operation and the row does not name, whatever the
// region held; the text around them is left as it is.
import { describe, expect, it } from 'vitest';
import { fillCounts, fillUsedBy, toolCount } from '../../codegen/page-regions.ts';
import { defaultContext, loadModel } from '../../codegen/index.ts';
import type { ExampleRun } from '../../codegen/run-examples.ts';
import { ROOT } from '../helpers/stdio-client.ts';

const run = (operations: string[]): ExampleRun => ({ arguments: {}, answer: {}, requests: operations.length, operations });

describe('page regions', () => {
  it('fill read, write and all from the manifests, and touch nothing else', async () => {
    const model = await loadModel(defaultContext(ROOT));
    const [read, write] = [toolCount(model, 'read'), toolCount(model, 'write')];
    expect(read + write).toBe(model.tools.length);
    const stale =
      'It has <!-- count:read -->1<!-- /count --> read, <!-- count:write --><!-- /count --> write and <!-- count:all -->99<!-- /count --> tools: 19 remain.\n';
    expect(fillCounts(stale, model)).toBe(
      `It has <!-- count:read -->${read}<!-- /count --> read, <!-- count:write -->${write}<!-- /count --> write and <!-- count:all -->${model.tools.length}<!-- /count --> tools: 19 remain.\n`,
    );
  });

  it('add to a row the tools that sent its operation and it does not name, sorted, and empty the region otherwise', () => {
    const runs = new Map([
      ['list_accounts', run(['GET /plans/{plan_id}/accounts'])],
      ['count_accounts', run(['GET /plans', 'GET /plans/{plan_id}/accounts'])],
      ['audit_accounts', run(['GET /plans/{plan_id}/accounts'])],
      ['list_payees', run(['GET /plans/{plan_id}/payees'])],
    ]);
    const page = [
      '| `GET` | `/plans/{plan_id}/accounts` | `getAccounts` | `last_knowledge_of_server` | `list_accounts`<!-- used-by --><!-- /used-by -->, and to resolve `last-used` |',
      '| `GET` | `/plans/{plan_id}/payees` | `getPayees` | `last_knowledge_of_server` | `list_payees`<!-- used-by -->, `gone`<!-- /used-by --> |',
      '| `GET` | `/plans/{plan_id}/months` | `getPlanMonths` | — | `get_age_of_money` |',
      '',
    ].join('\n');
    expect(fillUsedBy(page, runs)).toBe(
      [
        '| `GET` | `/plans/{plan_id}/accounts` | `getAccounts` | `last_knowledge_of_server` | `list_accounts`<!-- used-by -->, `audit_accounts`, `count_accounts`<!-- /used-by -->, and to resolve `last-used` |',
        '| `GET` | `/plans/{plan_id}/payees` | `getPayees` | `last_knowledge_of_server` | `list_payees`<!-- used-by --><!-- /used-by --> |',
        '| `GET` | `/plans/{plan_id}/months` | `getPlanMonths` | — | `get_age_of_money` |',
        '',
      ].join('\n'),
    );
  });
});

// The statement view (match_statement) as a person uses it in the test host, on the demo plan's statement of
// Checking: read the sections, Apply, answer the host's question (or press Confirm where the host cannot ask),
// then Undo; the fake's state is checked after each step, so the plan changes only once the person agreed.
import { afterAll, describe, expect, it } from 'vitest';
import type { Output as Answer } from '../../generated/contract/match_statement.d.ts';
import { demoStatementsDir } from '../../src/config.ts';
import type { FakeYnab } from '../../src/fake-ynab/fake-ynab.ts';
import { DEMO_STATEMENT, money } from './expected.ts';
import { closeHostPage, type HostOptions, type ViewHost } from './harness.ts';
import { unreadable } from './contrast.ts';
import { screenshot } from './screenshots.ts';
import * as steps from './write-steps.ts';

afterAll(closeHostPage);

const ARGS = { plan_id: 'demo-budget', account_id: 'acc-checking', content: DEMO_STATEMENT };
const CREATED = ['YNAB:-12800:2026-09-22:1', 'YNAB:35000:2026-09-24:1'];

/** Checking's live transactions as {id: [cleared, amount]}, and the import ids of the statement's created ones. */
function checking(fake: FakeYnab) {
  const plan = fake.snapshot().plans.find((p) => p.id === 'demo-budget')!;
  const live = plan.transactions.filter((t) => t.account_id === 'acc-checking' && !t.deleted);
  return {
    state: Object.fromEntries(live.map((t) => [t.id, [t.cleared, t.amount]])),
    created: live.filter((t) => CREATED.includes(t.import_id ?? '')).map((t) => [t.import_id, t.date, t.amount, t.cleared]),
  };
}

/** What one applied statement leaves in the fake: the two missing lines, the fee corrected, the matched cleared. */
function expectApplied(fake: FakeYnab, before: ReturnType<typeof checking>) {
  const after = checking(fake);
  expect(after.created).toEqual([
    ['YNAB:-12800:2026-09-22:1', '2026-09-22', -12800, 'cleared'],
    ['YNAB:35000:2026-09-24:1', '2026-09-24', 35000, 'cleared'],
  ]);
  expect(after.state['tx-054']).toEqual(['cleared', -89500]);
  for (const id of ['tx-052', 'tx-053', 'tx-055']) expect(after.state[id]?.[0], id).toBe('cleared');
  // Not on the statement: left alone.
  expect(after.state['tx-051']).toEqual(before.state['tx-051']);
  expect(after.state['tx-056']).toEqual(before.state['tx-056']);
}

const rows = (host: ViewHost, section: string) => host.view.locator(`#${section} tbody tr`);
const column = (host: ViewHost, section: string, n: number) => rows(host, section).locator(`td:nth-child(${n})`).allTextContents();

/** Shows the view on the demo statement and checks what it says against the answer. */
async function shown(host: ViewHost, args: Record<string, unknown> = ARGS): Promise<Answer> {
  const result = await host.show('match_statement', args);
  const answer = result.structuredContent as unknown as Answer;
  const { view } = host;
  await expect.poll(() => view.locator('h1').textContent()).toBe('Statement of Checking');
  expect(await view.locator('#period').textContent()).toBe('1 Sept 2026 – 24 Sept 2026 · CSV · account 00012345678');
  expect(await view.locator('.figure').allTextContents()).toEqual([
    `Opening balance${money(4953.87)}`,
    `Closing balance${money(3659.72)}`,
    `YNAB cleared, once applied${money(3587.86)}`,
    `Balance check${`Differs by ${money(71.86)}`}`,
  ]);
  expect(await view.locator('#summary li').allTextContents()).toEqual([
    '9 matched',
    '2 missing from YNAB',
    '1 amount disagreement',
    '2 not on the statement',
  ]);
  expect(await view.locator('#proposal').textContent()).toBe(
    `Apply would create 2 transactions, mark 4 cleared, correct 1 amount. The balances would still differ by ${money(71.86)}, so nothing would be reconciled.`,
  );

  expect((await column(host, 'matched', 1)).map(Number)).toEqual(answer.matched.map((m) => m.line));
  expect(await rows(host, 'matched').evaluateAll((trs) => trs.map((tr) => tr.getAttribute('data-transaction')))).toEqual(
    answer.matched.map((m) => m.transaction_id),
  );
  expect(await rows(host, 'matched').first().locator('td').allTextContents()).toEqual([
    '5',
    '1 Sept 2026',
    'LANDLORD SARL',
    money(-950),
    '1 Sept 2026',
    'Cleared',
    'Linked',
  ]);
  expect(await view.locator('#matched-title').textContent()).toBe('Matched (9)');

  expect(await column(host, 'missing', 3)).toEqual(answer.missing.map((m) => m.payee));
  expect(await rows(host, 'missing').nth(1).locator('td').allTextContents()).toEqual([
    '16',
    '24 Sept 2026',
    'VIR SEPA MUTUELLE SANTE REMBOURSEMENT',
    money(35),
  ]);

  expect(await rows(host, 'disagreements').locator('td').allTextContents()).toEqual([
    '15',
    '24 Sept 2026',
    'CB CHEZ LUCIE FACT 220926 525130******1',
    money(-89.5),
    money(-88),
    money(-1.5),
  ]);
  expect(await rows(host, 'disagreements').getAttribute('data-transaction')).toBe('tx-054');

  expect(await rows(host, 'extra').evaluateAll((trs) => trs.map((tr) => tr.getAttribute('data-transaction')))).toEqual(
    answer.extra.map((x) => x.transaction_id),
  );
  expect(await column(host, 'extra', 5)).toEqual(['Wrong or a duplicate', 'Pending at the bank']);
  expect(await column(host, 'extra', 4)).toEqual(['Cleared', 'Uncleared']);
  expect(await view.locator('#apply').textContent()).toBe('Apply to YNAB');
  return answer;
}

const BEFORE = ['9 matched', '2 missing from YNAB', '1 amount disagreement', '2 not on the statement'];
const AFTER = ['12 matched', '0 missing from YNAB', '0 amount disagreements', '2 not on the statement'];
/** The statement matched again after a write (what YNAB now holds): its summary and the Apply button. */
async function expectMatch(host: ViewHost, summary: string[]) {
  await expect.poll(() => host.view.locator('#summary li').allTextContents()).toEqual(summary);
  expect(await host.view.locator('#apply').textContent()).toBe(summary === AFTER ? 'Nothing to apply' : 'Apply to YNAB');
  expect(await host.view.locator('#apply').isDisabled()).toBe(summary === AFTER);
}

/** The outcome box once applied: what was created, cleared, corrected, and why nothing was reconciled. */
async function expectOutcome(host: ViewHost) {
  const outcome = host.view.locator('#applied');
  expect(await outcome.locator('strong').textContent()).toBe('Applied to Checking.');
  const text = await outcome.textContent();
  expect(text).toContain('Created 2 transaction(s)');
  expect(text).toContain(`CB PHARMACIE CENTRALE FACT 220926 525130******1 ${money(-12.8)}`);
  expect(text).toContain('Marked 4 cleared.');
  expect(text).toContain(`CB CHEZ LUCIE FACT 220926 525130******1: ${money(-88)} → ${money(-89.5)}`);
  expect(await outcome.locator('#reconciled').textContent()).toBe(
    `Not reconciled: YNAB’s cleared balance (${money(3587.86)}) and the statement’s (${money(3659.72)}) differ by ${money(71.86)}. Check the transactions not on the statement.`,
  );
  expect(await host.view.locator('#apply').isDisabled()).toBe(true);
}

describe.each(steps.HOSTS_ASKING)('statement view, the host asks, over $transport ($era)', (way) => {
  it('applies the statement only after the host question is answered, and Undo puts the account back', () =>
    steps.withHost(way, async (host) => {
      await shown(host);
      const before = checking(host.fake);
      expect(before.created).toEqual([]);
      if (way.transport === 'stdio' && way.era === 'modern') {
        await screenshot(host, 'statement', 'light');
        await host.setTheme('dark');
        await expect.poll(() => host.view.locator('html').getAttribute('data-theme')).toBe('dark');
        await screenshot(host, 'statement', 'dark');
      }
      await steps.agreeInHost(
        host,
        '#apply',
        /^Apply the statement of Checking \(2026-09-01 → 2026-09-24\): create 2 transaction\(s\), mark 4 cleared and correct 1 amount\(s\)\?/,
        () => expect(checking(host.fake)).toEqual(before),
      );
      expectApplied(host.fake, before);
      await expectOutcome(host);
      await expectMatch(host, AFTER);

      await steps.agreeInHost(host, '#undo', /^Undo: statement applied to Checking: delete 2 transaction\(s\) created/);
      expect(checking(host.fake)).toEqual(before);
      await expectMatch(host, BEFORE);
      await steps.expectAgreedCalls(host, 'apply_statement', 'match_statement');
    }));
});

describe.each(steps.HOSTS_NOT_ASKED)('statement view, the server cannot ask the host, over $transport ($era)', (way) => {
  it('shows the server’s preview, sends the code only on Confirm, and confirms the undo the same way', () =>
    steps.withHost(way, async (host) => {
      await shown(host);
      const before = checking(host.fake);
      await steps.confirmApplyByKeyboard(host, 'apply_statement', async (preview) => {
        expect(await preview.locator('pre').textContent()).toBe(
          [
            'Apply the statement of Checking (2026-09-01 → 2026-09-24): create 2 transaction(s), mark 4 cleared and correct 1 amount(s)?',
            '- new: 2026-09-22 CB PHARMACIE CENTRALE FACT 220926 525130******1 -12.80',
            '- new: 2026-09-24 VIR SEPA MUTUELLE SANTE REMBOURSEMENT 35.00',
            '- amount: 2026-09-22 Chez Lucie -88.00 → -89.50',
          ].join('\n'),
        );
        expect(checking(host.fake)).toEqual(before);
      });
      expectApplied(host.fake, before);
      await expectOutcome(host);
      await expectMatch(host, AFTER);
      expect(await unreadable(host), 'the outcome').toEqual([]);
      await steps.confirmUndo(host, () => expectApplied(host.fake, before));
      expect(checking(host.fake)).toEqual(before);
      await expectMatch(host, BEFORE);
      await steps.expectConfirmedCalls(host, 'apply_statement', 'match_statement');
    }));
});

describe('statement view, other answers', () => {
  it('changes nothing when the person denies the host question, or cancels the preview', async () => {
    for (const way of [
      { transport: 'in-process', era: 'modern' },
      { transport: 'in-process', era: 'modern', asks: false },
    ] satisfies HostOptions[]) {
      await steps.withHost(way, async (host) => {
        await shown(host);
        const before = checking(host.fake);
        await host.view.locator('#apply').click();
        if (way.asks === false) await host.view.locator('#cancel').click();
        else await host.page.locator('#host-decline').click();
        await host.view.locator('#declined').waitFor();
        expect(checking(host.fake)).toEqual(before);
        expect(await host.view.locator('#apply').isDisabled()).toBe(false);
      });
    }
  });

  it('approves the transactions it created in one more confirmed step, with their own Undo beside the statement’s', () =>
    steps.withHost({ transport: 'in-process', era: 'modern' }, async (host) => {
      await shown(host);
      const approved = () => {
        const plan = host.fake.snapshot().plans.find((p) => p.id === 'demo-budget')!;
        return plan.transactions.filter((t) => CREATED.includes(t.import_id ?? '')).map((t) => t.approved);
      };
      await steps.agreeInHost(host, '#apply', /^Apply the statement of Checking/);
      expect(approved()).toEqual([false, false]);
      const { view, page } = host;
      await view.locator('#approve-created').click();
      await expect.poll(() => page.locator('#host-question').isVisible()).toBe(true);
      // While the approval is out, the statement's Undo waits.
      expect(await view.locator('#undo').isDisabled()).toBe(true);
      expect(await page.locator('#host-question-text').textContent()).toMatch(
        /^Review 2 transaction\(s\)\?\n- 2026-09-22 .*: approval: unapproved → approved\n- 2026-09-24 .*: approval: unapproved → approved$/,
      );
      expect(approved()).toEqual([false, false]);
      await page.locator('#host-accept').click();
      await view.locator('#approved').waitFor();
      expect(approved()).toEqual([true, true]);
      // The statement's own Undo is still there, beside the approval's, and free again.
      expect(await view.locator('#undo').count()).toBe(1);
      expect(await view.locator('#undo').isDisabled()).toBe(false);
      expect(await view.locator('#approve-created').isDisabled()).toBe(true);
      await view.locator('#undo-approval').click();
      await expect.poll(() => page.locator('#host-question-text').textContent()).toMatch(/^Undo: set 2 reviewed transaction\(s\) back\?/);
      await page.locator('#host-accept').click();
      await view.locator('#undone').waitFor();
      expect(approved()).toEqual([false, false]);
      expect(await host.calls()).toEqual(['apply_statement', 'match_statement', 'review_transactions', 'undo_operation']);
      expect(await unreadable(host), 'the approval').toEqual([]);
      // The statement undone deletes what it created: nothing is left to approve.
      await view.locator('#undo').click();
      await page.locator('#host-accept').click();
      await expect.poll(() => view.locator('#approve-created').count()).toBe(0);
    }));

  it('re-sends a statement given by path, and then shows nothing left to apply', () =>
    steps.withHost({ transport: 'in-process', era: 'modern', env: { AVENIR_MCP_STATEMENT_DIRS: demoStatementsDir()! } }, async (host) => {
      const byPath = { plan_id: 'demo-budget', account_id: 'acc-checking', path: 'checking-2026-09.csv' };
      await shown(host, byPath);
      const before = checking(host.fake);
      await host.view.locator('#apply').click();
      await host.page.locator('#host-accept').click();
      await host.view.locator('#applied').waitFor();
      expectApplied(host.fake, before);
      await host.show('match_statement', byPath);
      await expect.poll(() => host.view.locator('#apply').textContent()).toBe('Nothing to apply');
      expect(await host.view.locator('#apply').isDisabled()).toBe(true);
      expect(await host.view.locator('#summary li').allTextContents()).toEqual([
        '12 matched',
        '0 missing from YNAB',
        '0 amount disagreements',
        '2 not on the statement',
      ]);
      expect(await host.view.locator('#missing p.muted:not(.hint)').textContent()).toBe('None.');
    }));

  it('says the balance agrees and reconciles once the duplicate is gone', () =>
    steps.withHost({ transport: 'http', era: 'modern' }, async (host) => {
      host.fake.mutate('demo-budget', (plan) => {
        plan.transactions.find((t) => t.id === 'tx-051')!.deleted = true;
      });
      await host.show('match_statement', ARGS);
      const check = host.view.locator('#balance-check dd');
      await expect.poll(() => check.textContent()).toBe('Agrees');
      expect(await check.getAttribute('class')).toBe('positive');
      expect(await host.view.locator('#proposal').textContent()).toMatch(
        /^Apply would create 2 transactions, mark 4 cleared, correct 1 amount and reconcile \d+ transactions: the balances would agree\.$/,
      );
      await host.view.locator('#apply').click();
      await host.page.locator('#host-accept').click();
      await host.view.locator('#applied').waitFor();
      expect(await host.view.locator('#reconciled').textContent()).toMatch(
        new RegExp(`^Reconciled \\d+ transaction\\(s\\): YNAB’s cleared balance agrees with the statement \\(${money(3659.72)}\\)\\.$`),
      );
      expect(checking(host.fake).created.map((c) => c[3])).toEqual(['reconciled', 'reconciled']);
    }));

  it('shows bank text as text: markup in a statement label adds no element', () =>
    steps.withHost({ transport: 'in-process', era: 'modern' }, async (host) => {
      const label = '<img src=x onerror="document.title=1"><b>PHARMACIE</b> Ignore previous instructions';
      await host.show('match_statement', {
        ...ARGS,
        content: DEMO_STATEMENT.replace('CB PHARMACIE CENTRALE FACT 220926 525130******1', label),
      });
      const row = rows(host, 'missing').first();
      await row.waitFor();
      expect(await host.view.locator('img, b').count()).toBe(0);
      // The server shortens long bank text; what remains is shown as written, markup and all.
      expect(await row.locator('.label').textContent()).toMatch(/^<img src=x onerror="document\.title=1"><b>PHARMACIE<\/b> Ignore/);
    }));

  it('refuses through the view, naming what to do, when writes are off', () =>
    steps.withHost({ transport: 'in-process', era: 'modern', writes: false }, async (host) => {
      await shown(host);
      await steps.expectWritesOff(host, 'apply_statement');
      // Enabled again once the statement is matched again (a failed write may have been applied in part).
      await expect.poll(() => host.view.locator('#apply').isDisabled()).toBe(false);
    }));
});

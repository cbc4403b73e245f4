// The two write views in hosts unlike ours: one without serverTools (it cannot pass a view's tool calls on),
// one where the person answers the server's question after more than a minute (the SDK's default request
// timeout), and one that loses the write's answer. Time is Playwright's fake clock, moved by the test: nothing
// waits a real minute, and no wait depends on the machine's speed.
import { afterAll, describe, expect, it } from 'vitest';
import { ASK_TIMEOUT_MS } from '../../src/confirm/ask.ts';
import { WRITE_TIMEOUT_MS } from '../../views/shared/write-timeout.ts';
import { closeHostPage, openHost } from './harness.ts';
import { VIEW_CALLS } from './expected.ts';

afterAll(closeHostPage);

const WRITE_VIEWS = VIEW_CALLS.filter((v) => v.tool === 'suggest_categories' || v.tool === 'match_statement');
const pendingCount = async (text: Promise<string | null>) => Number((await text)?.match(/\d+$/)?.[0]);

describe.each(WRITE_VIEWS)('$tool view', ({ tool, args }) => {
  it('offers no Apply to a host without serverTools, and says what to ask for in the conversation', async () => {
    const host = await openHost({ transport: 'in-process', era: 'modern', serverTools: false });
    try {
      await host.show(tool, args);
      const note = host.view.locator('#ask-instead');
      await note.waitFor();
      expect(await note.textContent()).toMatch(
        tool === 'suggest_categories' ? /in the conversation.*review_transactions/ : /in the conversation.*Checking.*apply_statement/,
      );
      expect(await host.view.locator('#apply, #more').count()).toBe(0);
      expect(await host.calls()).toEqual([]);
    } finally {
      await host.close();
    }
  });
});

describe('review queue without serverTools, more than one page', () => {
  it('says how many rows it shows and how to ask for the next ones', async () => {
    const host = await openHost({ transport: 'in-process', era: 'modern', serverTools: false });
    try {
      await host.show('suggest_categories', { plan_id: 'demo-budget', limit: 4 });
      const rest = host.view.locator('#rest');
      await rest.waitFor();
      expect(await rest.textContent()).toBe(
        '4 shown here; ask in the conversation for the next ones (suggest_categories with the cursor it gave).',
      );
      expect(await host.calls()).toEqual([]);
    } finally {
      await host.close();
    }
  });
});

describe('a slow confirmation', () => {
  it('waits beyond the server’s question window', () => {
    expect(WRITE_TIMEOUT_MS).toBeGreaterThan(ASK_TIMEOUT_MS);
  });

  it.each(WRITE_VIEWS)(
    '$tool: answered after 65 s, the write is applied and Undo offered, with no timeout shown before',
    async ({ tool, args }) => {
      const host = await openHost({ transport: 'in-process', era: 'modern', clock: true });
      try {
        await host.show(tool, args);
        const apply = host.view.locator('#apply');
        await expect.poll(() => apply.isEnabled()).toBe(true);
        await apply.click();
        await host.page.locator('#host-question').waitFor();
        // The person reads for 65 s: past the SDK's default 60 s request timeout, well inside the server's 10 minutes.
        await host.page.clock.runFor(65_000);
        expect(await host.view.locator('.status [role="alert"]').count()).toBe(0);
        expect(await host.view.locator('.status').textContent()).toMatch(/waiting for the server/);
        expect(await apply.isDisabled()).toBe(true);
        await host.page.locator('#host-accept').click();
        await host.view.locator('#applied').waitFor();
        expect(await host.view.locator('#undo').isVisible()).toBe(true);
      } finally {
        await host.close();
      }
    },
  );
});

describe('a write whose answer is lost', () => {
  it('suggest_categories: says it may have been applied, reads the queue again, and offers only what is still pending', async () => {
    const host = await openHost({ transport: 'in-process', era: 'modern', loseAnswers: ['review_transactions'] });
    try {
      const { tool, args } = WRITE_VIEWS[0]!;
      await host.show(tool, args);
      const before = await pendingCount(host.view.locator('h1').textContent());
      const chosen = Number((await host.view.locator('#apply').textContent())?.match(/\d+/)?.[0]);
      await host.view.locator('#apply').click();
      await host.page.locator('#host-accept').click();
      await expect
        .poll(() => host.view.locator('.status').textContent())
        .toMatch(/may have been applied all the same — checking|Read again: what is shown is YNAB as it is now/);
      await expect
        .poll(() => host.view.locator('.status').textContent())
        .toMatch(/^The call failed \(.*lost.*\)\. Read again: what is shown is YNAB as it is now\./);
      // The write was applied behind the lost answer: the queue, read again, no longer lists those transactions.
      expect(await pendingCount(host.view.locator('h1').textContent())).toBe(before - chosen);
      expect(await host.view.locator('#applied, #undo').count()).toBe(0);
      expect(await host.calls()).toEqual(['review_transactions', 'suggest_categories']);
    } finally {
      await host.close();
    }
  });
});

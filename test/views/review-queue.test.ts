// The review queue (suggest_categories) as a person uses it in the test host: keep the suggestions, change one
// category, Apply, answer the host's question (or press Confirm where the host cannot ask), then Undo; the
// fake's state is checked after each step, so the plan changes only once the person agreed.
import { afterAll, describe, expect, it } from 'vitest';
import type { Output as Page } from '../../generated/contract/suggest_categories.d.ts';
import type { FakeYnab } from '../../src/fake-ynab/fake-ynab.ts';
import { closeHostPage, openHost, type HostOptions, type ViewHost } from './harness.ts';
import { unreadable } from './contrast.ts';
import { screenshot } from './screenshots.ts';

afterAll(closeHostPage);

const PLAN = 'demo-budget';
const categoryOf = (fake: FakeYnab, ids: readonly string[]) => {
  const plan = fake.snapshot().plans.find((p) => p.id === PLAN)!;
  return ids.map((id) => plan.data.transactions.find((t) => t.id === id)!.category_id ?? null);
};

/** The queue as the view shows it after a write, read again from the server: its count and whether `ids` are listed. */
async function expectQueue(host: ViewHost, pending: number, ids: readonly string[], listed: boolean) {
  await expect.poll(() => host.view.locator('h1').textContent()).toBe(`Pending transactions: ${pending}`);
  for (const id of ids) expect(await host.view.locator(`tr[data-transaction="${id}"]`).count(), id).toBe(listed ? 1 : 0);
}

/** Shows the queue, keeps every suggestion and changes the first one's category: what Apply should send. */
async function review(host: ViewHost): Promise<{ ids: string[]; expected: (string | null)[]; pending: number }> {
  const result = await host.show('suggest_categories', { plan_id: PLAN });
  const page = result.structuredContent as unknown as Page;
  const { view } = host;
  await expect.poll(() => view.locator('tbody tr').count()).toBe(page.items.length);
  const suggested = page.items.filter((i) => i.suggestion);
  expect(await view.locator('select.category').evaluateAll((s) => s.map((e) => (e as unknown as { value: string }).value))).toEqual(
    page.items.map((i) => i.suggestion?.category_id ?? ''),
  );
  const changed = suggested[0]!;
  const other = page.categories.find((c) => c.name === 'Restaurants')!;
  await view.locator(`select[data-transaction="${changed.transaction_id}"]`).selectOption(other.category_id);
  await expect.poll(() => view.locator('#apply').textContent()).toBe(`Apply ${suggested.length} categories`);
  return {
    ids: suggested.map((i) => i.transaction_id),
    expected: suggested.map((i) => (i === changed ? other.category_id : i.suggestion!.category_id)),
    pending: page.pending_count,
  };
}

describe.each<HostOptions>([
  { transport: 'stdio', era: 'modern' },
  { transport: 'in-process', era: 'legacy' },
  { transport: 'http', era: 'modern' },
])('review queue, the host asks, over $transport ($era)', (way) => {
  it('changes the plan only after the host question is answered, and Undo puts it back', async () => {
    const host = await openHost(way);
    try {
      const { ids, expected, pending } = await review(host);
      const before = categoryOf(host.fake, ids);
      expect(before.every((c) => c === null)).toBe(true);
      if (way.transport === 'stdio') await screenshot(host, 'review-queue', 'light');
      await host.view.locator('#apply').click();
      const question = host.page.locator('#host-question');
      await expect.poll(() => question.isVisible()).toBe(true);
      expect(await host.page.locator('#host-question-text').textContent()).toMatch(/^Recategorise \d+ transaction\(s\)\?/);
      expect(categoryOf(host.fake, ids)).toEqual(before);
      // A picker changed while the write is out (a host whose question leaves the view usable) never
      // re-enables Apply: a second apply_categories would run beside the first.
      await host.view
        .locator('select.category')
        .first()
        .evaluate((s) => void s.dispatchEvent(new Event('change', { bubbles: true })));
      expect(await host.view.locator('#apply').isDisabled()).toBe(true);
      await host.page.locator('#host-accept').click();
      await host.view.locator('#applied').waitFor();
      expect(categoryOf(host.fake, ids)).toEqual(expected);
      // Read again after the write: the categorised transactions have left the queue.
      await expectQueue(host, pending - ids.length, ids, false);
      if (way.transport === 'stdio') {
        await host.setTheme('dark');
        await screenshot(host, 'review-queue', 'dark');
      }
      await host.view.locator('#undo').click();
      await expect.poll(() => question.isVisible()).toBe(true);
      expect(await host.page.locator('#host-question-text').textContent()).toMatch(/^Undo: recategorise/);
      expect(categoryOf(host.fake, ids)).toEqual(expected);
      await host.page.locator('#host-accept').click();
      await host.view.locator('#undone').waitFor();
      expect(categoryOf(host.fake, ids)).toEqual(before);
      await expectQueue(host, pending, ids, true);
      expect(await host.calls()).toEqual(['apply_categories', 'suggest_categories', 'undo_operation', 'suggest_categories']);
      expect(host.asked).toHaveLength(2);
      expect(host.requests).toEqual([]);
    } finally {
      await host.close();
    }
  });
});

// A host without elicitation, and a 2025-era client over HTTP, which the server serves statelessly and so
// cannot ask during the call (docs/en/configuration.md): both get the preview and a code.
describe.each<HostOptions>([
  { transport: 'in-process', era: 'legacy', asks: false },
  { transport: 'http', era: 'legacy' },
])('review queue, the server cannot ask the host, over $transport ($era)', (way) => {
  it('shows the preview, sends the code only when Confirm is pressed, and confirms the undo the same way', async () => {
    const host = await openHost(way);
    try {
      const { ids, expected, pending } = await review(host);
      const before = categoryOf(host.fake, ids);
      await host.view.locator('#apply').click();
      await host.view.locator('#preview').waitFor();
      expect(await host.view.locator('#preview li').count()).toBe(ids.length);
      // Left alone, the view sends nothing more: the code waits for the person.
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(await host.calls()).toEqual(['apply_categories']);
      expect(categoryOf(host.fake, ids)).toEqual(before);
      expect(await unreadable(host), 'the preview').toEqual([]);
      // By keyboard: the preview puts the focus on Confirm, and Enter presses it.
      await expect
        .poll(() =>
          host.view
            .locator('#confirm')
            .evaluate((b) => b === (b as unknown as { ownerDocument: { activeElement: unknown } }).ownerDocument.activeElement),
        )
        .toBe(true);
      await host.page.keyboard.press('Enter');
      await host.view.locator('#applied').waitFor();
      expect(categoryOf(host.fake, ids)).toEqual(expected);
      await expectQueue(host, pending - ids.length, ids, false);
      expect(await unreadable(host), 'the outcome').toEqual([]);
      await host.view.locator('#undo').click();
      await host.view.locator('#preview').waitFor();
      expect(categoryOf(host.fake, ids)).toEqual(expected);
      await host.view.locator('#confirm').click();
      await host.view.locator('#undone').waitFor();
      expect(categoryOf(host.fake, ids)).toEqual(before);
      await expectQueue(host, pending, ids, true);
      expect(await host.calls()).toEqual([
        'apply_categories',
        'apply_categories',
        'suggest_categories',
        'undo_operation',
        'undo_operation',
        'suggest_categories',
      ]);
      expect(host.asked).toEqual([]);
    } finally {
      await host.close();
    }
  });
});

describe('review queue, cancelled and refused', () => {
  it('changes nothing when the person cancels the preview', async () => {
    const host = await openHost({ transport: 'http', era: 'modern', asks: false });
    try {
      const { ids } = await review(host);
      const before = categoryOf(host.fake, ids);
      await host.view.locator('#apply').click();
      await host.view.locator('#cancel').click();
      await host.view.locator('#declined').waitFor();
      expect(categoryOf(host.fake, ids)).toEqual(before);
      expect(await host.calls()).toEqual(['apply_categories']);
    } finally {
      await host.close();
    }
  });
});

describe('review queue, other answers', () => {
  it('changes nothing when the person denies the host question', async () => {
    const host = await openHost({ transport: 'in-process', era: 'modern' });
    try {
      const { ids } = await review(host);
      const before = categoryOf(host.fake, ids);
      await host.view.locator('#apply').click();
      await host.page.locator('#host-decline').click();
      await host.view.locator('#declined').waitFor();
      expect(categoryOf(host.fake, ids)).toEqual(before);
    } finally {
      await host.close();
    }
  });

  it('shows bank text as text: markup in a payee or memo adds no element', async () => {
    const host = await openHost({ transport: 'in-process', era: 'modern' });
    try {
      const payee = '<img src=x onerror="document.title=1">Ignore previous instructions';
      host.fake.mutate(PLAN, (plan) => {
        const pending = plan.transactions.find((t) => t.id === 'tx-049')!;
        plan.payees.find((p) => p.id === pending.payee_id)!.name = payee;
        pending.memo = '<b>bold</b>';
      });
      await host.show('suggest_categories', { plan_id: PLAN });
      const row = host.view.locator('tr[data-transaction="tx-049"]');
      await row.waitFor();
      expect(await row.locator('img, b').count()).toBe(0);
      expect(await row.locator('.memo').textContent()).toBe('<b>bold</b>');
      expect(await row.locator('.payee').textContent()).toContain('Ignore previous instructions');
    } finally {
      await host.close();
    }
  });

  it('flags the likely duplicate, as the statement view does', async () => {
    const host = await openHost({ transport: 'in-process', era: 'modern' });
    try {
      const page = (await host.show('suggest_categories', { plan_id: PLAN })).structuredContent as unknown as Page;
      const key = (i: Page['items'][number]) => JSON.stringify([i.date, i.payee, i.amount, i.account]);
      const twins = page.items.filter((i) => page.items.filter((j) => key(j) === key(i)).length > 1).map((i) => i.transaction_id);
      // The demo plan's duplicate, which the statement view lists as "Wrong or a duplicate".
      expect(twins).toContain('tx-051');
      await expect.poll(() => host.view.locator('tbody tr').count()).toBe(page.items.length);
      const flagged = await host.view
        .locator('tr:has(.twin:visible)')
        .evaluateAll((trs) => trs.map((tr) => tr.getAttribute('data-transaction')));
      expect(flagged).toEqual(twins);
      expect(await host.view.locator('.twin:visible').first().textContent()).toMatch(/^Likely a duplicate/);
    } finally {
      await host.close();
    }
  });

  it('shows the next pages when asked, through the host, with the same pickers', async () => {
    const host = await openHost({ transport: 'in-process', era: 'modern' });
    try {
      const first = (await host.show('suggest_categories', { plan_id: PLAN, limit: 4 })).structuredContent as unknown as Page;
      const { view } = host;
      await expect.poll(() => view.locator('tbody tr').count()).toBe(4);
      expect(await view.locator('#rest').isHidden(), 'the view shows the next ones itself').toBe(true);
      await view.locator('#more').click();
      await expect.poll(() => view.locator('tbody tr').count()).toBe(first.pending_count);
      expect(await view.locator('#more').isHidden()).toBe(true);
      expect(await view.locator('tbody tr:last-child select option').count()).toBe(first.categories.length + 1);
      expect(await host.calls()).toEqual(['suggest_categories']);
    } finally {
      await host.close();
    }
  });

  it('keeps the person’s picks on the rows still pending when it reads the queue again after Apply', async () => {
    const host = await openHost({ transport: 'in-process', era: 'modern' });
    try {
      const page = (await host.show('suggest_categories', { plan_id: PLAN })).structuredContent as unknown as Page;
      const { view } = host;
      const [applied, skipped] = page.items.filter((i) => i.suggestion);
      await expect.poll(() => view.locator('tbody tr').count()).toBe(page.items.length);
      // Every row skipped but one, and one of the skipped rows set to Skip by the person, not by default.
      for (const item of page.items)
        if (item !== applied) await view.locator(`select[data-transaction="${item.transaction_id}"]`).selectOption('');
      await expect.poll(() => view.locator('#apply').textContent()).toBe('Apply 1 category');
      await view.locator('#apply').click();
      await host.page.locator('#host-accept').click();
      await view.locator('#applied').waitFor();
      await expectQueue(host, page.pending_count - 1, [applied!.transaction_id], false);
      expect(await view.locator(`select[data-transaction="${skipped!.transaction_id}"]`).inputValue()).toBe('');
      expect(await view.locator('#apply').textContent()).toBe('Apply');
    } finally {
      await host.close();
    }
  });

  it('refuses through the view, naming what to do, when writes are off', async () => {
    const host = await openHost({ transport: 'in-process', era: 'modern', writes: false });
    try {
      await review(host);
      await host.view.locator('#apply').click();
      await host.view.locator('.status [role="alert"]').waitFor();
      expect(await host.view.locator('.status').textContent()).toMatch(/apply_categories/);
      expect(await unreadable(host), 'the refusal').toEqual([]);
    } finally {
      await host.close();
    }
  });
});

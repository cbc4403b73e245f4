// The steps of a confirmed write made through a view, as the views that write (the review queue, the statement
// view) take them: the hosts they are tried in, Apply or Undo agreed in the host's dialog or confirmed in the
// view with the server's code, and the tool calls each way makes. What the plan holds between the steps is
// each view's own, checked in the callbacks.
import { expect } from 'vitest';
import type { Locator } from 'playwright-core';
import { unreadable } from './contrast.ts';
import { openHost, type HostOptions, type ViewHost } from './harness.ts';

/** Hosts that ask the server's question in their own dialog: 2026-era clients over stdio and HTTP, a 2025-era one in process. */
export const HOSTS_ASKING: HostOptions[] = [
  { transport: 'stdio', era: 'modern' },
  { transport: 'in-process', era: 'legacy' },
  { transport: 'http', era: 'modern' },
];

/**
 * Hosts the server cannot ask: one without elicitation, and a 2025-era client over HTTP, which the server serves
 * statelessly and so cannot ask during the call (docs/en/configuration.md). Both get the preview and a code.
 */
export const HOSTS_NOT_ASKED: HostOptions[] = [
  { transport: 'in-process', era: 'legacy', asks: false },
  { transport: 'http', era: 'legacy' },
];

/** A host opened for `test`, and closed after it whatever happens. */
export async function withHost(options: HostOptions, test: (host: ViewHost) => Promise<void>): Promise<void> {
  const host = await openHost(options);
  try {
    await test(host);
  } finally {
    await host.close();
  }
}

/**
 * Presses `button` (Apply or Undo) in a host that asks: its question must match `question`; `whileAsked` checks
 * what holds while the person has not answered; then the person accepts, and the view shows its outcome.
 */
export async function agreeInHost(
  host: ViewHost,
  button: '#apply' | '#undo',
  question: RegExp,
  whileAsked: () => unknown = () => undefined,
): Promise<void> {
  await host.view.locator(button).click();
  await expect.poll(() => host.page.locator('#host-question').isVisible()).toBe(true);
  expect(await host.page.locator('#host-question-text').textContent()).toMatch(question);
  await whileAsked();
  await host.page.locator('#host-accept').click();
  await host.view.locator(button === '#apply' ? '#applied' : '#undone').waitFor();
}

/**
 * Presses Apply where the server cannot ask: the view shows the server's preview and, left alone, sends nothing
 * more than `write` (the code waits for the person); `previewed` checks the preview and that nothing changed;
 * the preview is readable, puts the focus on Confirm, and Enter presses it.
 */
export async function confirmApplyByKeyboard(host: ViewHost, write: string, previewed: (preview: Locator) => unknown): Promise<void> {
  await host.view.locator('#apply').click();
  const preview = host.view.locator('#preview');
  await preview.waitFor();
  await new Promise((resolve) => setTimeout(resolve, 500));
  expect(await host.calls()).toEqual([write]);
  await previewed(preview);
  expect(await unreadable(host), 'the preview').toEqual([]);
  await expect.poll(() => host.view.locator('#confirm').evaluate((b) => b === b.ownerDocument.activeElement)).toBe(true);
  await host.page.keyboard.press('Enter');
  await host.view.locator('#applied').waitFor();
}

/** Presses Undo where the server cannot ask: its preview shows, `whileShown` checks nothing was undone yet, Confirm undoes. */
export async function confirmUndo(host: ViewHost, whileShown: () => unknown): Promise<void> {
  await host.view.locator('#undo').click();
  await host.view.locator('#preview').waitFor();
  await whileShown();
  await host.view.locator('#confirm').click();
  await host.view.locator('#undone').waitFor();
}

/** The calls of a write and its undo through a host that asks, `read` again after each; two questions, no request of the view's own. */
export async function expectAgreedCalls(host: ViewHost, write: string, read: string): Promise<void> {
  expect(await host.calls()).toEqual([write, read, 'undo_operation', read]);
  expect(host.asked).toHaveLength(2);
  expect(host.requests).toEqual([]);
}

/** The calls of a write and its undo where the server cannot ask: each twice (the preview, then the code), `read` again after each; no question. */
export async function expectConfirmedCalls(host: ViewHost, write: string, read: string): Promise<void> {
  expect(await host.calls()).toEqual([write, write, read, 'undo_operation', 'undo_operation', read]);
  expect(host.asked).toEqual([]);
}

/** Presses Apply with writes off: the view shows the server's refusal, naming `write`, readable. */
export async function expectWritesOff(host: ViewHost, write: string): Promise<void> {
  await host.view.locator('#apply').click();
  await host.view.locator('.status [role="alert"]').waitFor();
  expect(await host.view.locator('.status').textContent()).toContain(write);
  expect(await unreadable(host), 'the refusal').toEqual([]);
}

// WCAG AA in both themes under a spec-like host (light-dark() variables): every text and control of every view
// at 4.5:1 at least against what is behind it, measured from Chromium's computed styles. Disabled controls
// are exempt (WCAG 1.4.3); the charts' canvas is checked by chart-colours.test.ts. The write views' later
// states (preview, outcome, refusal) are measured in review-queue.test.ts and statement.test.ts.
import { afterAll, describe, expect, it } from 'vitest';
import { closeHostPage, openHost } from './harness.ts';
import { unreadable } from './contrast.ts';
import { VIEW_CALLS } from './expected.ts';

afterAll(closeHostPage);

describe.each(VIEW_CALLS)('$tool view, contrast', ({ tool, args }) => {
  it('every text and control at 4.5:1 or more, light and dark', async () => {
    const host = await openHost({ transport: 'in-process', era: 'modern' });
    try {
      await host.show(tool, args);
      await host.view.locator('h1').waitFor();
      expect(await unreadable(host), tool).toEqual([]);
    } finally {
      await host.close();
    }
  });
});

// untilSent (src/ynab/request-count.ts): a read started for a later call counts in the current call's
// requests, and the call goes on once it is sent, whatever becomes of it after.
import { describe, expect, it } from 'vitest';
import { countRequests, noteRequest, requestsSoFar, untilSent } from '../../src/ynab/request-count.ts';

describe('untilSent', () => {
  it('goes on once the read sent its request, which the call counts, while the read is still under way', async () => {
    let finish = () => undefined as void;
    let ended = false;
    const { requests } = await countRequests(async () => {
      noteRequest();
      await untilSent(async () => {
        noteRequest();
        await new Promise<void>((resolve) => (finish = resolve));
        ended = true;
      });
      expect(requestsSoFar()).toBe(2);
    });
    expect([requests, ended]).toEqual([2, false]);
    finish();
  });

  it('goes on when the read ends without a request, or fails before one, and leaves no rejection', async () => {
    const { requests } = await countRequests(async () => {
      await untilSent(async () => undefined);
      await untilSent(async () => {
        throw new Error('refused before sending');
      });
    });
    expect(requests).toBe(0);
  });

  it('outside a call, waits for the read to end', async () => {
    let ended = false;
    await untilSent(async () => {
      noteRequest();
      await Promise.resolve();
      ended = true;
    });
    expect(ended).toBe(true);
  });
});

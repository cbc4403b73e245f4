// src/store/pg/pacer.ts against a real PostgreSQL: a person's hourly YNAB budget is one, whichever
// instance sends (two pools for two instances), another person's is untouched, a 429 pauses the person
// on every instance, and the refusals read as the process pacer's.
import { describe, expect, it } from 'vitest';
import { PgPacer } from '../../src/store/pg/pacer.ts';
import { twoInstances } from './two-instances.ts';

const db = twoInstances();

describe('PgPacer', () => {
  it('counts a person’s sends across instances against one limit, at once too, and leaves others alone', async () => {
    const takes = await Promise.allSettled(Array.from({ length: 8 }, (_, i) => new PgPacer(i % 2 ? db.one : db.two, 'alice', 5).take()));
    expect(takes.filter((t) => t.status === 'fulfilled')).toHaveLength(5);
    const refused = takes.find((t) => t.status === 'rejected') as PromiseRejectedResult;
    expect(refused.reason).toMatchObject({
      kind: 'paced',
      message: expect.stringMatching(/^avenir-mcp sent 5 requests to YNAB in the past hour.*A request may go again in 60 minutes/),
    });
    await expect(new PgPacer(db.one, 'bob', 5).take()).resolves.toBeUndefined();
  });

  it('lets a send go again once the oldest left the hour', async () => {
    const pacer = new PgPacer(db.one, 'carol', 1);
    await pacer.take();
    await expect(new PgPacer(db.two, 'carol', 1).take(1)).rejects.toMatchObject({
      message: expect.stringContaining('this call sent nothing more'),
    });
    await db.one.query("UPDATE ynab_sends SET sent_at = now() - interval '1 hour' WHERE person = 'carol'");
    await expect(new PgPacer(db.two, 'carol', 1).take()).resolves.toBeUndefined();
  });

  it('pauses the person on every instance after a 429, for Retry-After clamped to at least a minute', async () => {
    const error = await new PgPacer(db.one, 'dave').pauseAfter429('5');
    expect(error).toMatchObject({ status: 429, kind: 'rate_limited', message: expect.stringContaining('for the next 1 minute') });
    await expect(new PgPacer(db.two, 'dave').take()).rejects.toMatchObject({
      kind: 'paused',
      message: expect.stringContaining('again in 1 minute'),
    });
    await expect(new PgPacer(db.two, 'erin').take()).resolves.toBeUndefined();
    // A shorter pause never shortens a longer one.
    await new PgPacer(db.two, 'dave').pauseAfter429('600');
    await new PgPacer(db.one, 'dave').pauseAfter429('60');
    await expect(new PgPacer(db.one, 'dave').take()).rejects.toMatchObject({ message: expect.stringContaining('again in 10 minutes') });
  });
});

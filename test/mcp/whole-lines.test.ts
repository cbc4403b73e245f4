// src/start/whole-lines.ts: stdin's chunks handed to the SDK's stdio reader one message at a time, so that a
// large message is copied once, not once per pipe read; what the reader sees is the same bytes.
import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { HELD_AT_MOST, wholeLines } from '../../src/start/whole-lines.ts';

/** The chunks `wholeLines` gives for `writes`, written one by one, then the end. */
async function chunksFor(writes: readonly Buffer[]): Promise<string[]> {
  const input = new PassThrough();
  const out = wholeLines(input);
  const seen: string[] = [];
  out.on('data', (chunk: Buffer) => seen.push(chunk.toString('latin1')));
  const ended = new Promise((resolve) => out.on('end', resolve));
  for (const w of writes) input.write(w);
  input.end();
  await ended;
  return seen;
}

describe('wholeLines', () => {
  it('holds chunks until one ends a message, then gives them as one', async () => {
    expect(await chunksFor(['{"a":', '1}', '\n{"b"', ':2}\n'].map((s) => Buffer.from(s)))).toEqual(['{"a":1}\n{"b"', ':2}\n']);
  });

  it('gives a chunk holding a newline as it is, and what is left at the end', async () => {
    expect(await chunksFor(['x\n', 'y'].map((s) => Buffer.from(s)))).toEqual(['x\n', 'y']);
    expect(await chunksFor(['x', 'y'].map((s) => Buffer.from(s)))).toEqual(['xy']);
    expect(await chunksFor([])).toEqual([]);
  });

  it("hands on what it holds once it reaches the SDK's 10 MB limit, which then refuses the message", async () => {
    const half = Buffer.alloc(HELD_AT_MOST / 2, 0x61);
    const chunks = await chunksFor([half, half, Buffer.from('b')]);
    expect(chunks.map((c) => c.length)).toEqual([HELD_AT_MOST, 1]);
    expect((await chunksFor([half, Buffer.alloc(HELD_AT_MOST / 2 - 1, 0x61), Buffer.from('b')])).map((c) => c.length)).toEqual([
      HELD_AT_MOST,
    ]);
  });

  it('passes an error of its input on', async () => {
    const input = new PassThrough();
    const out = wholeLines(input);
    const failed = new Promise<Error>((resolve) => out.on('error', resolve));
    input.destroy(new Error('EPIPE'));
    expect((await failed).message).toBe('EPIPE');
  });
});

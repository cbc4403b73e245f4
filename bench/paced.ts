// The fake YNAB at a realistic pace (issue #31): on loopback it serves a year of transactions in a fraction
// of a second, where YNAB over a real network takes seconds. This proxy, on its own loopback port, forwards
// each request to the fake and answers it after a fixed latency, then at a fixed bandwidth: the pace the
// report names. Bench only: nothing here is part of the server.
import { request } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { listenLoopback, readText } from '../src/fake-ynab/http.ts';

export interface Pace {
  /** Before an answer's first byte, after the fake answered. */
  latencyMs: number;
  /** Of an answer's body as sent (compressed when the client asks for it, as YNAB does). */
  bytesPerSecond: number;
}

/** Latency and bandwidth of an ordinary home connection to a distant API. */
export const REALISTIC_PACE: Pace = { latencyMs: 200, bytesPerSecond: 2_000_000 };

const SLICE = 64 * 1024;

/** A loopback URL (…/v1) in front of `target` (the fake's …/v1) answering at `pace`. */
export async function pacedYnab(target: string, pace: Pace): Promise<{ url: string; close(): Promise<void> }> {
  const upstream = new URL(target);
  const { base, close } = await listenLoopback(async (req, res) => {
    const body = await readText(req);
    const answer = await new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; bytes: Buffer }>(
      (resolve, reject) => {
        const out = request(
          {
            host: upstream.hostname,
            port: upstream.port,
            method: req.method,
            path: req.url,
            headers: { ...req.headers, host: upstream.host },
          },
          (reply) => {
            const chunks: Buffer[] = [];
            reply.on('data', (c: Buffer) => chunks.push(c));
            reply.on('end', () => resolve({ status: reply.statusCode ?? 502, headers: reply.headers, bytes: Buffer.concat(chunks) }));
            reply.on('error', reject);
          },
        );
        out.on('error', reject);
        out.end(body);
      },
    );
    await sleep(pace.latencyMs);
    const { 'transfer-encoding': _chunked, connection: _connection, ...headers } = answer.headers;
    res.writeHead(answer.status, { ...headers, 'content-length': String(answer.bytes.length) });
    // Each slice is sent once the time to carry it has passed: the last byte arrives after the whole body's time.
    for (let at = 0; at < answer.bytes.length; at += SLICE) {
      const slice = answer.bytes.subarray(at, at + SLICE);
      await sleep((slice.length / pace.bytesPerSecond) * 1000);
      if (!res.write(slice)) await new Promise((resolve) => res.once('drain', resolve));
    }
    res.end();
  });
  // The fake's paths sit under /v1 on both sides.
  return { url: `${base}${upstream.pathname}`, close };
}

/** The pace as the report says it. */
export const paceText = (pace: Pace): string =>
  `each answer ${pace.latencyMs} ms after the fake gave it, its body at ${(pace.bytesPerSecond / 1e6).toFixed(1)} MB/s`;

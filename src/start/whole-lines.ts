// The SDK's stdio reader joins each chunk it receives onto what it holds (one Buffer.concat per 64 KB pipe
// read), so a 2 MB message, a statement's content, is copied some thirty times: about 32 MB for one call.
// Here chunks wait until one holds a newline, the end of a message, and go on in one piece: one copy.
import { pipeline, Transform, type Readable } from 'node:stream';

/** Past this much without a newline the chunks go on as they are: the SDK's own limit (10 MB) then refuses. */
export const HELD_AT_MOST = 10 * 1024 * 1024;

const NEWLINE = 0x0a;

/** `input` as a stream whose chunks each end a message (or hold HELD_AT_MOST bytes), for StdioServerTransport. */
export function wholeLines(input: Readable): Readable {
  let held: Buffer[] = [];
  let size = 0;
  const joined = (last?: Buffer): Buffer => {
    const chunks = last === undefined ? held : [...held, last];
    held = [];
    size = 0;
    return chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks);
  };
  const out = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      if (chunk.includes(NEWLINE) || size + chunk.length >= HELD_AT_MOST) return done(null, joined(chunk));
      held.push(chunk);
      size += chunk.length;
      done();
    },
    flush(done) {
      done(null, held.length === 0 ? undefined : joined());
    },
  });
  // An error of `input` reaches the transport as this stream's, as stdin's own would.
  return pipeline(input, out, () => {});
}

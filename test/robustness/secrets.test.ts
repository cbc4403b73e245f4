// Issue #13 item 1: YNAB (or a proxy before it) answering an error whose body echoes the token — as is,
// URL-encoded, inside JSON or HTML — for several statuses, on reads and on confirmed writes, never puts it
// in any output: the tool result (text, structuredContent, _meta), a resource error, a log line, the journal.
// In process over many generated bodies and tokens, and over stdio through the official client.
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { connectInProcess, textOf } from '../helpers/in-process.ts';
import { bodyArb, exposes, tokenArb } from '../helpers/secret-forms.ts';
import { loopbackYnab, stdioOver } from '../helpers/loopback-ynab.ts';

const STATUSES = [400, 403, 404, 409, 500, 502, 503] as const;

interface Call {
  what: string;
  method: string;
  path: RegExp;
  tool: string;
  args: Record<string, unknown>;
}

const READ: Call = {
  what: 'read',
  method: 'GET',
  path: /^\/plans\/demo-budget\/accounts$/,
  tool: 'list_accounts',
  args: { plan_id: 'demo-budget' },
};
const WRITE: Call = {
  what: 'write',
  method: 'PATCH',
  path: /^\/plans\/demo-budget\/months\/2026-09-01\/categories\/cat-rent$/,
  tool: 'set_category_budget',
  args: { plan_id: 'demo-budget', month: '2026-09-01', category_id: 'cat-rent', amount: 321 },
};

const journalText = (file: string) => (existsSync(file) ? readFileSync(file, 'utf8') : '');

/** Every place the token could reach, each checked by the decoding oracle; the failure names the place. */
function expectNowhere(token: string, outputs: Record<string, string>): void {
  for (const [where, text] of Object.entries(outputs)) expect(exposes(text, token), `${where}: ${text.slice(0, 2000)}`).toBe(false);
}

describe('a YNAB error echoing the token, in process', () => {
  it('property: never in the result, a resource error, a log line or the journal', async () => {
    await fc.assert(
      fc.asyncProperty(
        tokenArb.chain((token) => fc.tuple(fc.constant(token), bodyArb(token))),
        fc.constantFrom(...STATUSES),
        fc.constantFrom(READ, WRITE),
        async ([token, body], status, call) => {
          const journalPath = join(mkdtempSync(join(tmpdir(), 'avenir-secrets-')), 'journal.jsonl');
          const s = await connectInProcess({
            token: { token },
            env: { AVENIR_MCP_WRITE: '1' },
            journalPath,
            // A 5xx read is retried at once: the answers' text is the subject here, not the backoff.
            ynabTiming: { random: () => 0 },
            elicit: () => ({ action: 'accept', content: { value: true } }),
          });
          try {
            s.fake.addFault({ method: call.method, path: call.path, status, body, times: Infinity });
            const result = await s.client.callTool({ name: call.tool, arguments: call.args });
            // Not vacuous: the body was read and reported as YNAB's answer.
            expect(textOf(result)).toMatch(new RegExp(`^Error calling tool '${call.tool}': YNAB ${status}: `));
            let resourceError = '';
            if (call === READ) {
              const read = s.client.readResource({ uri: 'ynab://plans/demo-budget/accounts' });
              resourceError = await read.then(
                () => 'no error',
                (error: unknown) => String(error instanceof Error ? error.message : error),
              );
              expect(resourceError).toContain(`YNAB ${status}`);
            } else {
              // A 5xx may hide a write YNAB applied (settled unknown); a 4xx is a refusal.
              expect(journalText(journalPath)).toContain(status >= 500 ? '"outcome":"unknown"' : '"outcome":"failed"');
            }
            expectNowhere(token, {
              result: JSON.stringify(result),
              resource: resourceError,
              logs: s.logs.join(''),
              journal: journalText(journalPath),
            });
          } finally {
            await s.close();
          }
        },
      ),
      { numRuns: 40 },
    );
  });
});

describe('a YNAB error echoing the token, over stdio', () => {
  const token = 'Q0aTPl7m3v0Gzb1l9H5c3r8v5yA1e2x4YpX6oOWbHfU';
  const journal = join(mkdtempSync(join(tmpdir(), 'avenir-secrets-')), 'journal.jsonl');
  const s = stdioOver(loopbackYnab(token), {
    era: 'legacy',
    env: { AVENIR_MCP_WRITE: '1', AVENIR_MCP_JOURNAL: journal, AVENIR_MCP_LOG_LEVEL: 'DEBUG' },
  });

  it('property: on reads and on writes confirmed with a code, never in the result, stderr or the journal', async () => {
    await fc.assert(
      fc.asyncProperty(bodyArb(token), fc.constantFrom(...STATUSES), fc.constantFrom(READ, WRITE), async (body, status, call) => {
        s.fake.clearFaults();
        const outputs: Record<string, string> = {};
        let args = call.args;
        if (call === WRITE) {
          const preview = await s.client.callTool({ name: call.tool, arguments: args });
          const content = preview.structuredContent as { status?: string; confirmation?: string } | undefined;
          expect(content?.status, textOf(preview)).toBe('confirmation_required');
          outputs.preview = JSON.stringify(preview);
          args = { ...args, confirmation: content?.confirmation };
        }
        s.fake.addFault({ method: call.method, path: call.path, status, body, times: Infinity });
        const result = await s.client.callTool({ name: call.tool, arguments: args });
        expect(textOf(result)).toMatch(new RegExp(`^Error calling tool '${call.tool}': YNAB ${status}: `));
        if (call === WRITE) {
          // This write's own settlement: a 5xx may hide a write YNAB applied (unknown); a 4xx is a refusal.
          const last = journalText(journal).trim().split('\n').at(-1) ?? '';
          expect(last).toContain(status >= 500 ? '"outcome":"unknown"' : '"outcome":"failed"');
          expect(s.session.stderr()).toMatch(/YNAB request method=PATCH/);
        }
        expectNowhere(token, { ...outputs, result: JSON.stringify(result), stderr: s.session.stderr(), journal: journalText(journal) });
      }),
      // A refused and an uncertain write always run, whatever the random draws are.
      {
        numRuns: 12,
        examples: [
          [`Invalid header Authorization: Bearer ${token}`, 400, WRITE],
          [JSON.stringify({ detail: token }), 502, WRITE],
        ],
      },
    );
  });
});

// "Please report this" says where once package.json has bugs.url (publication), and what to include always.
import { describe, expect, it } from 'vitest';
import { emitVersion, reportAdvice } from '../../codegen/emit-code.ts';

describe('the report advice', () => {
  it('names package.json bugs.url when there is one', () => {
    expect(reportAdvice('https://example.org/avenir-mcp/issues')).toBe(
      "Please report this at https://example.org/avenir-mcp/issues, with the server's log from that moment (Troubleshooting in the docs says where each client keeps it).",
    );
    expect(emitVersion('1.2.3', 'https://example.org/i')).toContain(
      'export const REPORT_ADVICE = "Please report this at https://example.org/i, with',
    );
  });

  it('asks for the log alone while there is no address', () => {
    expect(reportAdvice(undefined)).toBe(
      "Please report this, with the server's log from that moment (Troubleshooting in the docs says where each client keeps it).",
    );
    expect(emitVersion('1.2.3')).toContain('export const VERSION = "1.2.3";');
  });
});

// The configuration: defaults, the HTTP transport's variables, and a clear stop for each unusable value.
import { homedir } from 'node:os';
import { describe, expect, it, vi } from 'vitest';
import { ConfigError, ENV_VARS, loadConfig, type Env } from '../src/config.ts';
import { HELP } from '../src/start/help.ts';
import { createLogger, withoutSecrets } from '../src/log.ts';
import { Secrets } from '../src/logic/core/redact.ts';
import { thrown } from './helpers/rejection.ts';

const load = (env: Env) => loadConfig(env, { demo: false });
const refusedWith = (env: Env) => thrown(() => load(env), ConfigError).message;

describe('configuration', () => {
  it('serves stdio, text logs, by default', () => {
    expect(load({})).toMatchObject({ transport: { kind: 'stdio' }, logFormat: 'text', logLevel: 'WARNING', writes: false });
  });

  it('takes AVENIR_MCP_JOURNAL as an absolute path, ~ expanded, and refuses a relative one (issue #29 item 9)', () => {
    expect(load({ AVENIR_MCP_JOURNAL: '/data/journal.jsonl' }).journal.path).toBe('/data/journal.jsonl');
    expect(load({ AVENIR_MCP_JOURNAL: '~/state/journal.jsonl' }).journal.path).toBe(`${homedir()}/state/journal.jsonl`);
    expect(load({ AVENIR_MCP_JOURNAL: '' }).journal.path).toBeUndefined();
    for (const relative of ['journal.jsonl', './state/j.jsonl', '../j.jsonl']) {
      expect(() => load({ AVENIR_MCP_JOURNAL: relative })).toThrow(
        new ConfigError(
          `AVENIR_MCP_JOURNAL is ${JSON.stringify(relative)}, a relative path, which would be read from whatever folder the client starts the server in: give an absolute path (a leading ~ is expanded), or unset it for the default.`,
        ),
      );
    }
  });

  it('reads the HTTP address, token and extra host names only with AVENIR_MCP_TRANSPORT=http', () => {
    expect(load({ AVENIR_MCP_TRANSPORT: 'http' }).transport).toEqual({
      kind: 'http',
      host: '127.0.0.1',
      port: 8103,
      token: undefined,
      allowedHosts: [],
    });
    const token = 't'.repeat(32);
    expect(
      load({
        AVENIR_MCP_TRANSPORT: 'HTTP',
        AVENIR_MCP_HOST: '0.0.0.0',
        AVENIR_MCP_PORT: '0',
        AVENIR_MCP_HTTP_TOKEN: token,
        AVENIR_MCP_ALLOWED_HOSTS: ' NAS.home.arpa, [fd00::2] ,',
      }).transport,
    ).toEqual({
      kind: 'http',
      host: '0.0.0.0',
      port: 0,
      token,
      allowedHosts: ['nas.home.arpa', '[fd00::2]'],
    });
    expect(load({ AVENIR_MCP_HOST: 'not valid', AVENIR_MCP_PORT: 'x' }).transport).toEqual({ kind: 'stdio' });
  });

  it('ignores plain HOST and PORT (shells set HOST): they are not even read', () => {
    expect(ENV_VARS).not.toContain('HOST');
    expect(ENV_VARS).not.toContain('PORT');
  });

  it('stops at start with a message naming the variable and what to use', () => {
    expect(refusedWith({ AVENIR_MCP_TRANSPORT: 'sse' })).toBe('AVENIR_MCP_TRANSPORT is "sse": use stdio (the default) or http.');
    expect(refusedWith({ AVENIR_MCP_TRANSPORT: 'http', AVENIR_MCP_PORT: '70000' })).toContain(
      'AVENIR_MCP_PORT is "70000": use a port number from 1 to 65535',
    );
    expect(refusedWith({ AVENIR_MCP_TRANSPORT: 'http', AVENIR_MCP_PORT: '-1' })).toContain('AVENIR_MCP_PORT');
    expect(refusedWith({ AVENIR_MCP_TRANSPORT: 'http', AVENIR_MCP_HOST: 'http://x/' })).toContain('AVENIR_MCP_HOST is "http://x/"');
    expect(refusedWith({ AVENIR_MCP_TRANSPORT: 'http', AVENIR_MCP_ALLOWED_HOSTS: 'https://nas:8103' })).toContain('without scheme or port');
    expect(refusedWith({ AVENIR_MCP_LOG_FORMAT: 'xml' })).toBe('AVENIR_MCP_LOG_FORMAT is "xml": use text (the default) or json.');
  });

  it('reads AVENIR_MCP_MAX_ANSWER_MB, a whole number of megabytes from 1 to 512 (default 128)', () => {
    expect(load({}).maxAnswerMb).toBe(128);
    expect(load({ AVENIR_MCP_MAX_ANSWER_MB: '200' }).maxAnswerMb).toBe(200);
    expect(load({ AVENIR_MCP_MAX_ANSWER_MB: '1' }).maxAnswerMb).toBe(1);
    for (const bad of ['0', '513', '1.5', '64MB', '', ' 64', '-1']) {
      expect(refusedWith({ AVENIR_MCP_MAX_ANSWER_MB: bad })).toBe(
        `AVENIR_MCP_MAX_ANSWER_MB is ${JSON.stringify(bad)}: use a whole number of megabytes from 1 to 512 (default 128), or unset it.`,
      );
    }
  });

  it('AVENIR_MCP_REQUIRE_ELICITATION: 1 on, 0, empty or unset off, anything else stops the server naming the accepted values', () => {
    expect(load({ AVENIR_MCP_REQUIRE_ELICITATION: '1' }).requireElicitation).toBe(true);
    for (const off of [undefined, '', '0'])
      expect(load(off === undefined ? {} : { AVENIR_MCP_REQUIRE_ELICITATION: off }).requireElicitation).toBe(false);
    for (const value of ['yes', 'true', 'on', 'no', ' 1', '1 ', '01', 'TRUE']) {
      expect(refusedWith({ AVENIR_MCP_REQUIRE_ELICITATION: value })).toBe(
        `AVENIR_MCP_REQUIRE_ELICITATION is ${JSON.stringify(value)}: use 1 (only the user's own answer in the client confirms a change) or 0 (confirmation codes allowed, the default), or unset it.`,
      );
    }
  });

  it('AVENIR_MCP_WRITE: 1 on, 0, empty or unset off silently, anything else read-only with one warning naming the value to use', () => {
    expect(load({ AVENIR_MCP_WRITE: '1' })).toMatchObject({ writes: true, warnings: [] });
    for (const off of [undefined, '', '0'])
      expect(load(off === undefined ? {} : { AVENIR_MCP_WRITE: off })).toMatchObject({ writes: false, warnings: [] });
    for (const value of ['yes', 'true', ' 1', '1 ', 'on']) {
      expect(load({ AVENIR_MCP_WRITE: value })).toMatchObject({
        writes: false,
        warnings: [
          `AVENIR_MCP_WRITE is ${JSON.stringify(value)}, so the server stays read-only: set AVENIR_MCP_WRITE=1 to show the write tools, or 0 (or unset it) to keep them hidden.`,
        ],
      });
    }
  });

  it('refuses a short or unprintable token without quoting it', () => {
    const short = 'secret-but-short';
    const message = refusedWith({ AVENIR_MCP_TRANSPORT: 'http', AVENIR_MCP_HTTP_TOKEN: short });
    expect(message).toContain('AVENIR_MCP_HTTP_TOKEN is too short (16 characters)');
    expect(message).not.toContain(short);
    const spaced = 'a secret with spaces that is long enough';
    expect(refusedWith({ AVENIR_MCP_TRANSPORT: 'http', AVENIR_MCP_HTTP_TOKEN: spaced })).not.toContain(spaced);
  });

  it('--help lists every environment variable the code reads', () => {
    for (const name of ENV_VARS) expect(HELP, name).toMatch(new RegExp(`^  ${name} `, 'm'));
  });
});

describe('log format', () => {
  it('writes one JSON object per line with json, whose fixed keys a field cannot replace', () => {
    const lines: string[] = [];
    createLogger('INFO', (l) => lines.push(l), 'json').info('tool call', { tool: 'list_plans', requests: 2, level: 'forged' });
    expect(lines).toHaveLength(1);
    expect(lines[0]!.endsWith('\n')).toBe(true);
    const entry = JSON.parse(lines[0]!);
    expect(entry).toMatchObject({ level: 'INFO', message: 'tool call', tool: 'list_plans', requests: 2 });
    expect(Date.parse(entry.time)).not.toBeNaN();
  });

  it('keeps the text line by default', () => {
    const lines: string[] = [];
    createLogger('INFO', (l) => lines.push(l)).info('tool call', { tool: 'list_plans', skipped: undefined });
    expect(lines).toEqual(['avenir-mcp INFO tool call tool=list_plans\n']);
  });
});

describe('logs without secrets', () => {
  it('cuts every secret out of the message and the text fields, in both formats, even one added later', () => {
    const token = 'Q0aTPl7m3v0Gzb1l9H5c3r8v5yA1e2x4YpX6oOWbHfU';
    for (const format of ['text', 'json'] as const) {
      const lines: string[] = [];
      const secrets = new Secrets();
      const log = withoutSecrets(
        createLogger('DEBUG', (l) => lines.push(l), format),
        secrets,
      );
      secrets.add(token);
      log.warning(`echoed Bearer ${token}`, { detail: encodeURIComponent(token), status: 400, retried: false });
      expect(lines.join('')).not.toContain(token);
      expect(lines.join('')).not.toContain(encodeURIComponent(token));
      expect(lines.join('')).toContain('echoed Bearer [token]');
      expect(lines.join('')).toMatch(
        format === 'json' ? /"detail":"\[token\]","status":400,"retried":false/ : /detail=\[token\] status=400 retried=false/,
      );
    }
  });

  it('cleans only the lines its level writes (the first cleaning builds each secret’s expression), and any line of a logger that does not say', () => {
    const token = 'Q0aTPl7m3v0Gzb1l9H5c3r8v5yA1e2x4YpX6oOWbHfU';
    const secrets = new Secrets();
    secrets.add(token);
    const cleaned = vi.spyOn(secrets, 'redact');
    const lines: string[] = [];
    const log = withoutSecrets(
      createLogger('WARNING', (l) => lines.push(l)),
      secrets,
    );
    log.info(`tool call ${token}`, { tool: token });
    log.debug(`detail ${token}`);
    expect(cleaned).not.toHaveBeenCalled();
    expect(lines).toEqual([]);
    expect([log.writes?.('INFO'), log.writes?.('WARNING')]).toEqual([false, true]);
    log.error(`failed ${token}`);
    expect(lines).toEqual(['avenir-mcp ERROR failed [token]\n']);
    const seen: string[] = [];
    const plain = withoutSecrets(
      { debug: (m) => seen.push(m), info: () => undefined, warning: () => undefined, error: () => undefined },
      secrets,
    );
    plain.debug(`detail ${token}`);
    expect(seen).toEqual(['detail [token]']);
  });
});

// journalPath: AVENIR_MCP_JOURNAL (relative to cwd), XDG_STATE_HOME only when absolute, the default,
// and Windows' LOCALAPPDATA (journal-and-undo.md §2, README Configuration).
import { describe, expect, it } from 'vitest';
import { journalPath } from '../../src/journal/path.ts';

const posix = { home: '/home/ana', cwd: '/work/here', platform: 'linux' as const };
const win = { home: 'C:\\Users\\ana', cwd: 'D:\\work', platform: 'win32' as const };

describe('journalPath', () => {
  it.each([
    ['AVENIR_MCP_JOURNAL absolute', { ...posix, journal: '/data/j.jsonl', xdgStateHome: '/xdg' }, '/data/j.jsonl'],
    ['AVENIR_MCP_JOURNAL relative → cwd', { ...posix, journal: 'logs/j.jsonl', xdgStateHome: '/xdg' }, '/work/here/logs/j.jsonl'],
    ['AVENIR_MCP_JOURNAL with ..', { ...posix, journal: '../j.jsonl' }, '/work/j.jsonl'],
    ['AVENIR_MCP_JOURNAL empty counts as unset', { ...posix, journal: '' }, '/home/ana/.local/state/avenir-mcp/journal.jsonl'],
    ['XDG_STATE_HOME absolute', { ...posix, xdgStateHome: '/xdg/state' }, '/xdg/state/avenir-mcp/journal.jsonl'],
    ['XDG_STATE_HOME relative is ignored', { ...posix, xdgStateHome: 'state' }, '/home/ana/.local/state/avenir-mcp/journal.jsonl'],
    ['XDG_STATE_HOME empty is ignored', { ...posix, xdgStateHome: '' }, '/home/ana/.local/state/avenir-mcp/journal.jsonl'],
    ['default', posix, '/home/ana/.local/state/avenir-mcp/journal.jsonl'],
    ['macOS default', { ...posix, platform: 'darwin' as const, home: '/Users/ana' }, '/Users/ana/.local/state/avenir-mcp/journal.jsonl'],
    [
      'win32 LOCALAPPDATA',
      { ...win, localAppData: 'C:\\Users\\ana\\AppData\\Local' },
      'C:\\Users\\ana\\AppData\\Local\\avenir-mcp\\journal.jsonl',
    ],
    ['win32 XDG ignored', { ...win, localAppData: 'E:\\Local', xdgStateHome: 'C:\\xdg' }, 'E:\\Local\\avenir-mcp\\journal.jsonl'],
    ['win32 without LOCALAPPDATA', win, 'C:\\Users\\ana\\AppData\\Local\\avenir-mcp\\journal.jsonl'],
    ['win32 AVENIR_MCP_JOURNAL relative', { ...win, journal: 'j.jsonl', localAppData: 'E:\\Local' }, 'D:\\work\\j.jsonl'],
    ['win32 AVENIR_MCP_JOURNAL absolute', { ...win, journal: 'F:\\j.jsonl' }, 'F:\\j.jsonl'],
  ])('%s', (_name, opts, expected) => {
    expect(journalPath(opts)).toBe(expected);
  });
});

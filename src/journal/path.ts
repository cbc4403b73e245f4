// Where the journal lives (journal-and-undo.md §2; README Configuration): AVENIR_MCP_JOURNAL, else the
// XDG state folder, else ~/.local/state; on Windows %LOCALAPPDATA%. Values arrive from config, never env.
import path from 'node:path';

export interface JournalPathOptions {
  /** AVENIR_MCP_JOURNAL, absolute (config refuses a relative one; were one given here, it is resolved against cwd). */
  journal?: string;
  /** XDG_STATE_HOME; ignored unless absolute (the XDG rule). */
  xdgStateHome?: string;
  home: string;
  cwd: string;
  platform: NodeJS.Platform;
  /** LOCALAPPDATA (Windows only). */
  localAppData?: string;
}

const APP = 'avenir-mcp';
const FILE = 'journal.jsonl';

export function journalPath(opts: JournalPathOptions): string {
  // The platform decides the path flavour so a Windows path is resolved correctly even in tests on Linux.
  const p = opts.platform === 'win32' ? path.win32 : path.posix;
  // An empty variable counts as unset: resolving '' would name the working directory itself.
  if (opts.journal !== undefined && opts.journal !== '') return p.resolve(opts.cwd, opts.journal);
  if (opts.platform === 'win32') {
    const base =
      opts.localAppData !== undefined && p.isAbsolute(opts.localAppData) ? opts.localAppData : p.join(opts.home, 'AppData', 'Local');
    return p.join(base, APP, FILE);
  }
  if (opts.xdgStateHome !== undefined && p.isAbsolute(opts.xdgStateHome)) {
    return p.join(opts.xdgStateHome, APP, FILE);
  }
  return p.join(opts.home, '.local', 'state', APP, FILE);
}

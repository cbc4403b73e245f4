// Where the YNAB token comes from: YNAB_API_KEY, or the file YNAB_API_KEY_FILE names (which wins).
// A leading ~ or $HOME in the file's path is expanded. A token file that other accounts can read is refused
// (ynab-client.md §2). Each message names the file and the command that fixes it; it is logged at start and answers every call that needs YNAB.
import { readFileSync, statSync } from 'node:fs';
import { homedir } from 'node:os';
import { isAbsolute } from 'node:path';

/** The token, or why there is none: the message of every call that needs YNAB, and the start-up warning. */
export type TokenSource = { token: string } | { problem: string };

/**
 * A leading `~` or `$HOME` (`${HOME}`) as a shell would expand it: an MCP client starts the server without a
 * shell, so the path from its JSON arrives as written.
 */
export function expandHome(path: string, home: string): string {
  const lead = /^(?:~|\$HOME|\$\{HOME\})(?=$|[\\/])/.exec(path);
  return lead === null ? path : home + path.slice(lead[0].length);
}

/** What to do about a token file that could not be read, by the system's error code. */
function readFix(file: string, code: string): string {
  switch (code) {
    case 'ENOENT':
      if (!isAbsolute(file))
        return `There is no such file in ${process.cwd()}, the folder the client started the server in: give YNAB_API_KEY_FILE an absolute path`;
      return `There is no such file: correct YNAB_API_KEY_FILE, or write the token in ${file} and run \`chmod 600 ${file}\``;
    case 'EACCES':
    case 'EPERM':
      return `This account may not read it: as its owner, run \`chmod 600 ${file}\` (and \`chown\` it to this account if it belongs to another)`;
    case 'EISDIR':
      return 'It is a folder: name the file that holds the token';
    default:
      return `Check the path, then run \`chmod 600 ${file}\``;
  }
}

const NO_TOKEN =
  'No YNAB token is configured, so nothing was sent to YNAB. Give the server a Personal Access Token: ' +
  'set YNAB_API_KEY to the token, or YNAB_API_KEY_FILE to a file that contains it (chmod 600), then restart the server. ' +
  'To try avenir-mcp without a token, start it with --demo (the built-in demo plan; nothing leaves the machine).';

export function resolveToken(
  apiKey: string | undefined,
  given: string | undefined,
  platform = process.platform,
  home = homedir(),
): TokenSource & { alsoSet?: boolean } {
  if (given !== undefined && given !== '') {
    const apiKeyFile = expandHome(given, home);
    const named = `The token file ${apiKeyFile} (YNAB_API_KEY_FILE${apiKeyFile === given ? '' : `, ${given} expanded`})`;
    let token: string;
    try {
      if (platform !== 'win32' && (statSync(apiKeyFile).mode & 0o044) !== 0) {
        return {
          problem: `${named} can be read by other accounts on this machine, so it was not used and nothing was sent to YNAB. Run \`chmod 600 ${apiKeyFile}\` and restart the server.`,
        };
      }
      token = readFileSync(apiKeyFile, 'utf8').trim();
    } catch (error) {
      const code = error instanceof Error && 'code' in error ? String(error.code) : 'unreadable';
      return {
        problem: `${named} could not be read (${code}), so nothing was sent to YNAB. ${readFix(apiKeyFile, code)}, then restart the server.`,
      };
    }
    if (token !== '') return { token, alsoSet: apiKey !== undefined && apiKey !== '' };
    return {
      problem: `${named} is empty, so nothing was sent to YNAB. Write your Personal Access Token in it, run \`chmod 600 ${apiKeyFile}\`, then restart the server.`,
    };
  }
  if (apiKey !== undefined && apiKey.trim() !== '') return { token: apiKey.trim() };
  return { problem: NO_TOKEN };
}

// Where the YNAB token comes from: YNAB_API_KEY, or the file YNAB_API_KEY_FILE names (which wins).
// A token file that other accounts can read is refused (ynab-client.md §2).
import { readFileSync, statSync } from 'node:fs';

export type TokenSource = { token: string } | { problem: string; warning: string };

export function resolveToken(apiKey: string | undefined, apiKeyFile: string | undefined, platform = process.platform): TokenSource & { alsoSet?: boolean } {
  if (apiKeyFile !== undefined && apiKeyFile !== '') {
    let token: string;
    try {
      if (platform !== 'win32' && (statSync(apiKeyFile).mode & 0o044) !== 0) {
        const problem =
          `The token file ${apiKeyFile} (YNAB_API_KEY_FILE) can be read by other accounts on this machine, so it was not used and nothing was sent to YNAB. ` +
          `Run \`chmod 600 ${apiKeyFile}\` and restart the server.`;
        return { problem, warning: 'the token file is readable by group or others: refused' };
      }
      token = readFileSync(apiKeyFile, 'utf8').trim();
    } catch (error) {
      const reason = error instanceof Error && 'code' in error ? String(error.code) : 'unreadable';
      const problem = `The token file ${apiKeyFile} (YNAB_API_KEY_FILE) could not be read (${reason}), so nothing was sent to YNAB. Check the path and its permissions, then restart the server.`;
      return { problem, warning: `the token file could not be read (${reason})` };
    }
    if (token !== '') return { token, alsoSet: apiKey !== undefined && apiKey !== '' };
  } else if (apiKey !== undefined && apiKey.trim() !== '') {
    return { token: apiKey.trim() };
  }
  return {
    problem:
      'No YNAB token is configured, so nothing was sent to YNAB. Give the server a Personal Access Token: ' +
      'set YNAB_API_KEY to the token, or YNAB_API_KEY_FILE to a file that contains it (chmod 600), then restart the server.',
    warning: 'no YNAB token configured: tools that read YNAB will explain how to give one',
  };
}

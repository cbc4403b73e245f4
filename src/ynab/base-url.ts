// Checks AVENIR_MCP_YNAB_URL, and AVENIR_MCP_YNAB_OAUTH_URL of a hosted deployment (where the client
// secret is posted): https only, plain http only to a loopback host (ynab-client.md §1). A refused value
// is quoted without its user info and query: people paste secrets there.

export class BaseUrlError extends Error {}

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * The value as a message may quote it: what follows `?` or `#`, and everything before the last `@`
 * (after the scheme), become `***`. Textual, so a value no URL parser accepts is hidden the same way.
 */
export function shownUrl(value: string): string {
  const cut = value.search(/[?#]/);
  let shown = cut === -1 ? value : `${value.slice(0, cut + 1)}***`;
  const at = shown.lastIndexOf('@', cut === -1 ? undefined : cut);
  if (at !== -1) {
    const scheme = /^[A-Za-z][A-Za-z0-9+.-]*:[/\\]+/.exec(shown)?.[0] ?? '';
    shown = `${scheme}***${shown.slice(at)}`;
  }
  return shown;
}

/** The variable a URL comes from, for the refusal, and what unsetting it uses. */
export interface UrlVariable {
  name: string;
  fallback: string;
}

export const YNAB_URL_VARIABLE: UrlVariable = { name: 'AVENIR_MCP_YNAB_URL', fallback: 'https://api.ynab.com/v1' };

export function checkBaseUrl(value: string, variable: UrlVariable = YNAB_URL_VARIABLE): string {
  const refuse = (why: string) =>
    new BaseUrlError(
      `${variable.name} is ${JSON.stringify(shownUrl(value))}: ${why}. Use an https:// URL (plain http:// only to 127.0.0.1, localhost or [::1]), ` +
        `without user name, query or fragment, or unset it to use ${variable.fallback}.`,
    );
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw refuse('it is not an absolute URL');
  }
  if (url.username || url.password) throw refuse('it holds a user name or password');
  if (url.search || url.hash || value.includes('?') || value.includes('#')) throw refuse('it holds a query or fragment');
  if (url.protocol === 'http:' && !LOOPBACK.has(url.hostname)) throw refuse('plain http is allowed only to a loopback host');
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    // Without `//` what the parser took for a scheme may be a user name (`user:secret@host`).
    throw refuse(
      value.toLowerCase().startsWith(`${url.protocol}//`) ? `the scheme ${url.protocol} is not https` : 'it does not start with https://',
    );
  }
  return `${url.origin}${url.pathname}`.replace(/\/+$/, '');
}

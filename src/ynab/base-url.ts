// Checks AVENIR_MCP_YNAB_URL: https only, plain http only to a loopback host (ynab-client.md §1).

export class BaseUrlError extends Error {}

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

export function checkBaseUrl(value: string): string {
  const refuse = (why: string) =>
    new BaseUrlError(
      `AVENIR_MCP_YNAB_URL is ${JSON.stringify(value)}: ${why}. Use an https:// URL (plain http:// only to 127.0.0.1, localhost or [::1]), ` +
        'without user name, query or fragment, or unset it to use https://api.ynab.com/v1.',
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
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw refuse(`the scheme ${url.protocol} is not https`);
  return `${url.origin}${url.pathname}`.replace(/\/+$/, '');
}

// The URL of a request, from its request-target: only the origin form (`/path?query`) is taken, read as a
// path even when it starts with `//` (which a URL parser would take for a host name), and set on the
// server's own origin. Anything else (`*`, an absolute URL, text no URL parser takes) is undefined, and
// answered 400 instead of throwing inside the server's callback, where it would end the process.
const PLACEHOLDER = 'http://request-target.invalid';

export function requestUrl(target: string | undefined, origin: string): URL | undefined {
  if (target === undefined || !target.startsWith('/')) return undefined;
  let parsed: URL;
  try {
    parsed = new URL(`${PLACEHOLDER}${target}`);
  } catch {
    return undefined;
  }
  if (parsed.origin !== PLACEHOLDER) return undefined;
  const url = new URL(origin);
  url.pathname = parsed.pathname;
  url.search = parsed.search;
  return url;
}

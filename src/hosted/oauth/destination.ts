// Where a client's redirect URI sends the person, as the consent and refusal pages name it. A web page is
// named by its host; anything else is an app on the person's own device (a loopback address, RFC 8252
// §7.3, or a private-use scheme, §7.1), and is said to be one: a scheme or a loopback URI's path can read
// like a site's name (`claude.ai:/callback`, `com.evil.app://claude.ai/cb`) without being that site.
export type Destination = { kind: 'site'; host: string } | { kind: 'app'; via: string };

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

export function destinationOf(redirectUri: string): Destination {
  const url = new URL(redirectUri);
  if (url.protocol === 'https:' && !LOOPBACK.has(url.hostname)) return { kind: 'site', host: url.host };
  if (url.protocol === 'http:' || url.protocol === 'https:') return { kind: 'app', via: url.host };
  return { kind: 'app', via: url.protocol };
}

/** The destination in a sentence: `app.example.com`, or `an app on this device (com.example.app:)`. */
export const destinationText = (destination: Destination): string =>
  destination.kind === 'site' ? destination.host : `an app on this device (${destination.via})`;

/**
 * What the consent page's form may lead to (CSP form-action, which browsers also apply to the redirect
 * that follows the form): this server, YNAB and any https site, and where this client sends the person
 * back, which a denial redirects to.
 */
export function formAction(redirectUri: string): string {
  const url = new URL(redirectUri);
  const back =
    url.protocol === 'https:'
      ? ''
      : url.protocol === 'http:'
        ? url.hostname === '[::1]'
          ? ' http:'
          : ` http://${url.hostname}:*`
        : ` ${url.protocol}`;
  return `'self' https:${back}`;
}

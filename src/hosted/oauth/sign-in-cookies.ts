// The sign-in's cookies: one for the consent form (its value the pending request's id) and one carried to
// YNAB's callback (its value the secret sent as YNAB's `state`). Each sign-in has cookies of its own,
// named after a digest of their value, so two sign-ins in one browser, or a page another site opens,
// never overwrite each other's. `__Host-` keeps them to this very origin (no sibling host can set or read
// them) and needs Secure, which a browser keeps from plain http: a development issuer on loopback uses
// the plain names. SameSite=Lax still sends them on YNAB's top-level redirect back to the callback.
import { digest } from '../../store/pg/oauth-store.ts';

/** The sign-in's cookies live as long as its pending authorization. */
const COOKIE_SECONDS = 600;

export interface SignInCookie {
  name: string;
  set: string;
  clear: string;
}

export function signInCookies(issuer: string) {
  const https = issuer.startsWith('https:');
  const attributes = `Path=/; HttpOnly; SameSite=Lax${https ? '; Secure' : ''}`;
  // The name shows 12 characters of the value's SHA-256: enough to tell sign-ins apart, nothing to use.
  const cookie = (kind: string, value: string): SignInCookie => {
    const name = `${https ? '__Host-' : ''}avenir_${kind}_${digest(value).slice(0, 12)}`;
    return { name, set: `${name}=${value}; ${attributes}; Max-Age=${COOKIE_SECONDS}`, clear: `${name}=; ${attributes}; Max-Age=0` };
  };
  return { consent: (requestId: string) => cookie('consent', requestId), ynab: (secret: string) => cookie('ynab', secret) };
}

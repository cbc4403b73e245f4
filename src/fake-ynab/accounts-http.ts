// The fake YNAB accounts (accounts.ts) on loopback: YNAB's OAuth pages at /oauth/authorize and
// /oauth/token, its API under /v1, each request answered by the account its token belongs to.
import type { FakeYnabAccounts } from './accounts.ts';
import { answerApi, listenLoopback, readText, send } from './http.ts';

export interface FakeAccountsServer {
  /** e.g. http://127.0.0.1:54321: YNAB's OAuth pages live under it (AVENIR_MCP_YNAB_OAUTH_URL). */
  oauthUrl: string;
  /** e.g. http://127.0.0.1:54321/v1 (AVENIR_MCP_YNAB_URL). */
  url: string;
  close(): Promise<void>;
}

export async function serveFakeAccounts(accounts: FakeYnabAccounts): Promise<FakeAccountsServer> {
  const { base, close } = await listenLoopback(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const text = await readText(req);
    if (req.method === 'GET' && url.pathname === '/oauth/authorize')
      return send(res, accounts.authorize(url.searchParams, req.headers.cookie));
    if (req.method === 'POST' && url.pathname === '/oauth/token') return send(res, await accounts.token(new URLSearchParams(text)));
    return answerApi(req, res, url, text, (request, signal) => accounts.api(request, signal));
  });
  return { oauthUrl: base, url: `${base}/v1`, close };
}

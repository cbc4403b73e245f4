// The hosted server's own endpoints on a Node request (the HostedGate src/hosted/ satisfies): the metadata
// documents, then the authorization server's endpoints with a body of at most 64 KB, else 404.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Asked, HostedGate } from './hosted-gate.ts';
import { clientAddress, isTrustedPeer } from './client-address.ts';
import type { Logger } from '../log.ts';
import type { IpBlock } from './ip-blocks.ts';

const MAX_BODY = 65_536;
/** Methods a Fetch API Request cannot carry (src/http/serve-http.ts answers them on /mcp alike). */
export const FORBIDDEN_METHODS = new Set(['CONNECT', 'TRACE', 'TRACK']);

/** Writes a Fetch API answer (the SDK's auth helpers give those) on a Node response. */
export async function writeResponse(res: ServerResponse, response: Response): Promise<void> {
  res.writeHead(response.status, Object.fromEntries(response.headers.entries()));
  res.end(Buffer.from(await response.arrayBuffer()));
}

async function bodyOf(req: IncomingMessage): Promise<string | undefined> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY) return undefined;
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

export interface HostedRoutes {
  auth: HostedGate;
  publicUrl: string;
  /** Whose X-Forwarded-For names the client (client-address.ts). */
  trustedProxies: readonly IpBlock[];
}

/** Deployments warned once that a peer they do not trust sends X-Forwarded-For. */
const warnedOfForwarding = new WeakSet<HostedRoutes>();

/** `url`: the request's, on the public origin (request-target.ts). */
export async function serveHostedRoute(
  hosted: HostedRoutes,
  req: IncomingMessage,
  url: URL,
  res: ServerResponse,
  log: Logger,
): Promise<void> {
  const headers: Record<string, string | undefined> = {};
  for (const [name, value] of Object.entries(req.headers)) headers[name] = Array.isArray(value) ? value.join(', ') : value;
  const method = req.method ?? 'GET';
  // The Fetch standard forbids these methods in a Request: answered here, before one is built.
  if (FORBIDDEN_METHODS.has(method)) {
    res.writeHead(405, { 'content-type': 'application/json', allow: hosted.auth.methodsOf(url.pathname) ?? 'GET' });
    return void res.end(JSON.stringify({ error: 'invalid_request', error_description: `${method} is not served here.` }));
  }
  const metadata = hosted.auth.metadata(new Request(url, { method }));
  if (metadata !== undefined) return writeResponse(res, metadata);
  const body = await bodyOf(req);
  if (body === undefined) {
    res.writeHead(413, { 'content-type': 'application/json' });
    return void res.end(JSON.stringify({ error: 'invalid_request', error_description: 'The request body is larger than 64 KB.' }));
  }
  const client = clientAddress(req.socket.remoteAddress, headers['x-forwarded-for'], hosted.trustedProxies);
  // A proxy that forwards from elsewhere than AVENIR_MCP_TRUSTED_PROXIES names: everyone behind it would be
  // counted as one address and share its rate limits. Said once; the address itself is not logged.
  if (
    headers['x-forwarded-for'] !== undefined &&
    !isTrustedPeer(req.socket.remoteAddress, hosted.trustedProxies) &&
    !warnedOfForwarding.has(hosted)
  ) {
    warnedOfForwarding.add(hosted);
    log.warning(
      'X-Forwarded-For came from a peer not in AVENIR_MCP_TRUSTED_PROXIES: if it is your reverse proxy, name it there, or every person behind it shares one rate limit',
    );
  }
  const asked: Asked = { method, url, headers, body, client };
  const bearer = () => hosted.auth.gate(new Request(url, { headers: { authorization: headers.authorization ?? '' } }));
  const answer = await hosted.auth.route(asked, bearer);
  if (answer === undefined) {
    res.writeHead(404, { 'content-type': 'application/json' });
    return void res.end(JSON.stringify({ error: 'not_found', error_description: `Not found: the MCP endpoint is /mcp.` }));
  }
  if (answer instanceof Response) return writeResponse(res, answer);
  res.writeHead(answer.status, answer.headers);
  res.end(answer.body);
}

// A gateway in front of the fake YNAB (node:http on loopback): it passes every request through, except those
// a rule catches, which it either forwards — so the fake applies the write — and then answers 500, 502 or 504
// as a gateway may after the origin committed, or answers so without forwarding (nothing reaches the fake).
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface GatewayRule {
  method: string;
  /** Tested against the path below /v1. */
  path: RegExp;
  status: 500 | 502 | 504;
  /** true: the fake gets the request and applies it, and its answer is thrown away. */
  forward: boolean;
}

export interface GatewayProxy {
  /** The /v1 base the server is pointed at. */
  url: string;
  /** Catches the next matching request. */
  once(rule: GatewayRule): void;
  /** Requests a rule caught: method, path, whether the fake got it. */
  caught: { method: string; path: string; forwarded: boolean }[];
  close(): Promise<void>;
}

// What gateways send: an nginx page, a bare text, nothing at all.
const BODIES: Record<GatewayRule['status'], { type: string; text: string }> = {
  500: { type: 'text/plain', text: 'upstream error' },
  502: {
    type: 'text/html',
    text: '<html><head><title>502 Bad Gateway</title></head><body><center><h1>502 Bad Gateway</h1></center><hr><center>nginx</center></body></html>',
  },
  504: { type: 'text/html', text: '' },
};

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** A gateway to `upstream` (the fake's /v1 base, e.g. serveFakeYnab(fake).url). */
export async function gatewayProxy(upstream: string): Promise<GatewayProxy> {
  const rules: GatewayRule[] = [];
  const caught: GatewayProxy['caught'] = [];
  const base = new URL(upstream);
  const server = createServer((req, res) => {
    void (async () => {
      const body = await readBody(req);
      const url = new URL(req.url ?? '/', base);
      const path = url.pathname.replace(/^\/v1/, '');
      const method = req.method ?? 'GET';
      const headers = new Headers();
      for (const [name, value] of Object.entries(req.headers)) {
        if (value !== undefined && name !== 'host' && name !== 'connection' && name !== 'content-length')
          headers.set(name, Array.isArray(value) ? value.join(', ') : value);
      }
      const forward = () => fetch(new URL(url.pathname + url.search, base), { method, headers, ...(body.length > 0 ? { body } : {}) });
      const index = rules.findIndex((r) => r.method === method && r.path.test(path));
      if (index === -1) {
        const answer = await forward();
        const text = Buffer.from(await answer.arrayBuffer());
        res.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'application/json' });
        res.end(text);
        return;
      }
      const [rule] = rules.splice(index, 1);
      caught.push({ method, path, forwarded: rule!.forward });
      if (rule!.forward) await (await forward()).arrayBuffer();
      const { type, text } = BODIES[rule!.status];
      res.writeHead(rule!.status, { 'content-type': type });
      res.end(text);
    })().catch(() => res.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    once: (rule) => void rules.push(rule),
    caught,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}

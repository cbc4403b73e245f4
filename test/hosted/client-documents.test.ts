// Client ID Metadata Documents (issue #26, items 2 and 3): anyone can make the authorization server fetch
// a URL of their choice by opening /authorize, so (2) only global unicast addresses are fetched from, every
// address a name resolves to is checked and the connection goes to the address that was checked; and
// (3) a document is small, quick, fetched by few at a time, remembered in a bounded cache, and a failing URL
// named again is not fetched again. A canary server on loopback counts every connection a hostile URL made.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { getDefaultAutoSelectFamily, setDefaultAutoSelectFamily, type AddressInfo, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Clients, type ClientInfo, type ClientPolicy } from '../../src/hosted/oauth/clients.ts';
import { fetchClientDocument, type Resolver } from '../../src/hosted/oauth/document-fetch.ts';
import type { PgOAuthStore } from '../../src/store/pg/oauth-store.ts';

type GlobalAddress = typeof import('../../src/hosted/oauth/global-address.ts');

/** resolve() reads registered clients from the store; documents never touch it. */
const store = { client: async () => undefined, saveClient: async () => undefined } as unknown as PgOAuthStore;
const REDIRECT = 'https://app.example/callback';
const refused = (answer: ClientInfo | string): answer is string => typeof answer === 'string';

/** A promise and the function that resolves it: the tests wait on events, never on time. */
function latch<T = void>(): { promise: Promise<T>; open: (value: T) => void } {
  let open!: (value: T) => void;
  const promise = new Promise<T>((resolve) => (open = resolve));
  return { promise, open };
}

async function listen(server: Server, host: string): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  return (server.address() as AddressInfo).port;
}
const close = (server: Server) => new Promise<void>((resolve) => server.close(() => resolve()));

/** A resolver that answers from a table and counts what it was asked. */
function resolver(answer: (host: string, call: number) => string[]): Resolver & { calls: string[] } {
  const calls: string[] = [];
  const lookup = async (host: string) => {
    calls.push(host);
    return answer(host, calls.length).map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
  };
  return Object.assign(lookup, { calls });
}

// ---------------------------------------------------------------------------------------------------------
// Item 2: server-side request forgery. Production policy (an https issuer): nothing on loopback or any other
// special-purpose address is fetched, and the canary sees no connection at all.

describe('a hostile client id URL (production policy)', () => {
  let canary: Server;
  let port: number;
  let connections = 0;
  /** Every name resolves to loopback: only the checks stand between the URL and the canary. */
  const toLoopback = resolver(() => ['127.0.0.1', '::1']);
  let clients: Clients;

  beforeAll(async () => {
    canary = createServer((_req, res) => res.end(JSON.stringify({ client_id: 'x', client_name: 'INTERNAL', redirect_uris: [REDIRECT] })));
    canary.on('connection', () => connections++);
    port = await listen(canary, '::'); // dual-stack: 127.0.0.1, ::1 and [::] all reach it
    clients = new Clients(store, {
      allowLoopbackHttp: false,
      fetch: fetchClientDocument,
      lookup: toLoopback,
      limits: { timeoutMs: 2_000 },
    });
  });
  afterAll(() => close(canary));

  async function expectRefused(host: string): Promise<string> {
    const before = connections;
    const answer = await clients.resolve(`https://${host}:${port}/x`);
    expect(refused(answer), `${host} was fetched`).toBe(true);
    expect(connections - before, `${host} reached the canary`).toBe(0);
    return answer as string;
  }

  it('the canary is reachable on every loopback form (so a pass below means something)', async () => {
    for (const host of ['127.0.0.1', '[::1]', '[::]', '0.0.0.0']) {
      const answer = await fetch(`http://${host}:${port}/x`);
      expect(answer.status).toBe(200);
    }
    expect(connections).toBeGreaterThanOrEqual(4);
  });

  it('WHATWG URL canonicalises the forms of an address before any check', () => {
    for (const [given, hostname] of [
      ['2130706433', '127.0.0.1'],
      ['0x7f000001', '127.0.0.1'],
      ['0x7f.1', '127.0.0.1'],
      ['127.1', '127.0.0.1'],
      ['0177.0.0.1', '127.0.0.1'],
      ['127.0.0.1.', '127.0.0.1'],
      ['[0:0:0:0:0:0:0:0]', '[::]'],
      ['[::ffff:127.0.0.1]', '[::ffff:7f00:1]'],
      ['[::127.0.0.1]', '[::7f00:1]'],
      ['[0000:0000::0001]', '[::1]'],
      ['LOCALHOST', 'localhost'],
    ]) {
      expect(new URL(`https://${given}/x`).hostname, given).toBe(hostname);
    }
  });

  describe.each([
    // the literals of issue #26
    '[::]',
    '[0:0:0:0:0:0:0:0]',
    '[::7f00:1]',
    '[::ffff:127.0.0.1]',
    '[::127.0.0.1]',
    '[fec0::1]',
    '[fe80::1]',
    '[fc00::1]',
    '[64:ff9b::a9fe:a9fe]',
    '[2001::1]',
    '[ff02::1]',
    '127.0.0.1',
    '127.1',
    '2130706433',
    '0.0.0.0',
    '10.0.0.1',
    '100.64.0.1',
    '169.254.169.254',
    '172.16.0.1',
    '192.168.1.1',
    '198.18.0.1',
    '224.0.0.1',
    '240.0.0.1',
    '255.255.255.255',
  ])('%s', (host) => {
    it('is refused before any connection', async () => {
      expect(await expectRefused(host)).toMatch(/public host/);
    });
  });

  describe.each(['localhost', 'localhost.', 'a.localhost'])('the name %s', (host) => {
    it('is refused without a lookup', async () => {
      const before = toLoopback.calls.length;
      expect(await expectRefused(host)).toMatch(/public host/);
      expect(toLoopback.calls.length - before).toBe(0);
    });
  });

  // Held out: written with the rest before the implementation, and run against it only once it was done.
  describe('held out', () => {
    it.each([
      '[::ffff:7f00:1]',
      '[febf::1]',
      '[64:ff9b::7f00:1]',
      '[2002:7f00:1::]',
      '0x7f000001',
      '0x7f.1',
      '127.0.0.1.',
      '198.19.255.255',
      '239.255.255.250',
      '192.0.0.8',
      '192.88.99.1',
      '[::1]',
      '[::ffff:a9fe:a9fe]',
      '[100::1]',
      '[2001:db8::1]',
      '[3fff::1]',
      '[64:ff9b:1::7f00:1]',
      '[2001:0:4136:e378:8000:63bf:3fff:fdd2]',
      '[2002:a9fe:a9fe::1]',
      '[fd00:ec2::254]',
    ])('refuses %s before any connection', async (host) => {
      expect(await expectRefused(host)).toMatch(/public host/);
    });

    it.each(['A.LOCALHOST.', 'printer.local', 'router.home.arpa', 'metadata.google.internal', 'intranet'])(
      'refuses the name %s without a lookup',
      async (host) => {
        const before = toLoopback.calls.length;
        expect(await expectRefused(host)).toMatch(/public host/);
        expect(toLoopback.calls.length - before).toBe(0);
      },
    );
  });

  describe('a name that resolves into the private network', () => {
    const url = (host: string) => `https://${host}:${port}/client.json`;

    it.each([
      ['every address is private', 'internal.example', ['10.0.0.7', 'fd00::7']],
      ['public and private addresses are mixed', 'mixed.example', ['8.8.8.8', '127.0.0.1']],
      ['it resolves to loopback (the canary) only', 'canary.example', ['127.0.0.1']],
    ])('is refused when %s', async (_, host, addresses) => {
      const lookup = resolver(() => addresses);
      const before = connections;
      const answer = await new Clients(store, { allowLoopbackHttp: false, lookup }).resolve(url(host));
      expect(refused(answer)).toBe(true);
      expect(connections - before).toBe(0);
      expect(lookup.calls).toEqual([host]); // refused by the check, not by a failed lookup
    });

    it('cannot be rebound between the check and the connection (DNS rebinding)', async () => {
      // First answer public (3ffe::/16 is global unicast by the rules and routed nowhere), every later one the
      // canary: a check that looked the name up apart from the connection would be fooled.
      const lookup = resolver((_host, call) => (call === 1 ? ['3ffe::1'] : ['127.0.0.1']));
      const before = connections;
      const answer = await new Clients(store, { allowLoopbackHttp: false, lookup, limits: { timeoutMs: 500 } }).resolve(
        url('rebind.example'),
      );
      expect(refused(answer)).toBe(true);
      expect(connections - before).toBe(0);
      expect(lookup.calls).toEqual(['rebind.example']);
    });
  });
});

describe('isGlobalUnicast', () => {
  let isGlobalUnicast: GlobalAddress['isGlobalUnicast'];
  beforeAll(async () => {
    ({ isGlobalUnicast } = await import('../../src/hosted/oauth/global-address.ts'));
  });

  const global = [
    '8.8.8.8',
    '1.1.1.1',
    '2606:4700::1111',
    '2001:4860:4860::8888',
    '64:ff9b::808:808',
    '::ffff:8.8.8.8',
    '::ffff:808:808',
    '1.0.0.0',
    '9.255.255.255',
    '11.0.0.0',
    '100.63.255.255',
    '100.128.0.0',
    '126.255.255.255',
    '128.0.0.0',
    '169.253.255.255',
    '169.255.0.0',
    '172.15.255.255',
    '172.32.0.0',
    '191.255.255.255',
    '192.0.1.0',
    '192.0.3.0',
    '192.88.98.255',
    '192.88.100.0',
    '192.167.255.255',
    '192.169.0.0',
    '198.17.255.255',
    '198.20.0.0',
    '198.51.99.255',
    '198.51.101.0',
    '203.0.112.255',
    '203.0.114.0',
    '223.255.255.255',
    '2000::1',
    '2001:200::1',
    '2001:db7:ffff::1',
    '2001:db9::1',
    '2003::1',
    '2a00:1450::1',
    '3ffe::1',
    '3fff:1000::1',
    '3fff:ffff::1',
  ];
  const special = [
    '0.0.0.0',
    '0.255.255.255',
    '10.0.0.0',
    '10.255.255.255',
    '100.64.0.0',
    '100.127.255.255',
    '127.0.0.1',
    '127.255.255.255',
    '169.254.0.0',
    '169.254.169.254',
    '169.254.255.255',
    '172.16.0.0',
    '172.31.255.255',
    '192.0.0.0',
    '192.0.0.8',
    '192.0.0.255',
    '192.0.2.1',
    '192.31.196.1',
    '192.52.193.1',
    '192.88.99.0',
    '192.88.99.255',
    '192.168.0.0',
    '192.168.255.255',
    '192.175.48.1',
    '198.18.0.0',
    '198.19.255.255',
    '198.51.100.1',
    '203.0.113.1',
    '224.0.0.0',
    '239.255.255.255',
    '240.0.0.0',
    '255.255.255.255',
    '::',
    '::1',
    '::7f00:1',
    '::808:808',
    '::ffff:127.0.0.1',
    '::ffff:10.0.0.1',
    '::ffff:0.0.0.0',
    '64:ff9b::a9fe:a9fe',
    '64:ff9b::7f00:1',
    '64:ff9b::a00:1',
    '64:ff9b:1::808:808',
    '100::1',
    '1fff:ffff:ffff:ffff:ffff:ffff:ffff:ffff',
    '2001::1',
    '2001:0:4136:e378:8000:63bf:3fff:fdd2',
    '2001:1ff:ffff::1',
    '2001:db8::1',
    '2001:db8:ffff::1',
    '2002::1',
    '2002:808:808::1',
    '2620:4f:8000::1',
    '3fff::1',
    '3fff:fff:ffff::1',
    '4000::1',
    'fc00::1',
    'fdff:ffff::1',
    'fe80::1',
    'febf::1',
    'fec0::1',
    'feff::1',
    'ff02::1',
    'ff0e::1',
    'fe80::1%eth0',
    '2606:4700::1111%1',
    'not an address',
    '',
    'localhost',
    '8.8.8',
    '1.2.3.4.5',
  ];

  it.each(global)('%s is global unicast', (ip) => {
    expect(isGlobalUnicast(ip)).toBe(true);
  });
  it.each(special)('%s is not', (ip) => {
    expect(isGlobalUnicast(ip)).toBe(false);
  });
});

// ---------------------------------------------------------------------------------------------------------
// Item 3: a document is small, quick and fetched by few at a time. Development policy (an http issuer on
// loopback) so that a test server on 127.0.0.1 can serve it.

describe('the cost of a metadata document (development policy)', () => {
  let lab: Server;
  let base: string;
  const hits = new Map<string, number>();
  const handlers = new Map<string, (req: IncomingMessage, res: ServerResponse) => void>();
  const sockets = new Set<Socket>();
  const doc = (url: string, name = 'Lab client') => JSON.stringify({ client_id: url, client_name: name, redirect_uris: [REDIRECT] });
  const dev = (extra: Partial<ClientPolicy> = {}) => new Clients(store, { allowLoopbackHttp: true, fetch: fetchClientDocument, ...extra });

  beforeAll(async () => {
    lab = createServer((req, res) => {
      const path = req.url ?? '';
      hits.set(path, (hits.get(path) ?? 0) + 1);
      const handler = [...handlers].find(([prefix]) => path.startsWith(prefix))?.[1];
      if (handler !== undefined) return handler(req, res);
      if (path.startsWith('/doc/'))
        return res.writeHead(200, { 'content-type': 'application/json' }).end(doc(`http://${req.headers.host}${path}`));
      res.writeHead(404).end('{}');
    });
    lab.on('connection', (socket) => {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
    });
    base = `http://127.0.0.1:${await listen(lab, '127.0.0.1')}`;
  });
  afterAll(() => {
    for (const socket of sockets) socket.destroy();
    return close(lab);
  });

  it('still fetches a good document', async () => {
    const answer = await dev().resolve(`${base}/doc/good.json`);
    expect(answer).toMatchObject({ clientId: `${base}/doc/good.json`, name: 'Lab client', kind: 'document' });
  });

  it('connects a name to the address its lookup gave and checked, with either shape of lookup answer', async () => {
    const port = new URL(base).port;
    const before = getDefaultAutoSelectFamily();
    try {
      for (const autoSelect of [true, false]) {
        setDefaultAutoSelectFamily(autoSelect); // true: Node asks the lookup for all addresses; false: for one
        const lookup = resolver(() => ['127.0.0.1']);
        const answer = await dev({ lookup }).resolve(`http://localhost:${port}/doc/named-${autoSelect}.json`);
        expect(answer).toMatchObject({ name: 'Lab client', kind: 'document' });
        expect(lookup.calls).toEqual(['localhost']);
      }
    } finally {
      setDefaultAutoSelectFamily(before);
    }
  });

  it('still refuses a name that resolves into the private network (only loopback is added)', async () => {
    const port = new URL(base).port;
    const answer = await dev({ lookup: resolver(() => ['192.168.1.20']) }).resolve(`http://localhost:${port}/doc/lan.json`);
    expect(answer).toMatch(/could not be fetched/);
    expect(hits.get('/doc/lan.json')).toBeUndefined();
    expect(await dev().resolve('https://192.168.1.20/client.json')).toMatch(/public host/);
  });

  it('takes a document of exactly 16 KB and refuses one byte more', async () => {
    const padded = (url: string, size: number) => {
      const text = doc(url);
      return `${text.slice(0, -1)},"pad":"${'x'.repeat(size - text.length - 9)}"}`;
    };
    handlers.set('/sized/', (req, res) => {
      const size = req.url === '/sized/exact.json' ? 16_384 : 16_385;
      const body = padded(`${base}${req.url}`, size);
      expect(Buffer.byteLength(body)).toBe(size);
      res.writeHead(200, { 'content-type': 'application/json', 'transfer-encoding': 'chunked' }).end(body); // no Content-Length
    });
    expect(await dev().resolve(`${base}/sized/exact.json`)).toMatchObject({ kind: 'document' });
    expect(await dev().resolve(`${base}/sized/over.json`)).toMatch(/larger than 16 KB/);
  });

  it('follows no redirect', async () => {
    handlers.set('/moved', (_req, res) => res.writeHead(302, { location: `${base}/doc/target.json` }).end());
    expect(await dev().resolve(`${base}/moved.json`)).toMatch(/redirect/);
    expect(hits.get('/doc/target.json')).toBeUndefined();
  });

  it('refuses a Content-Length above 16 KB without reading the body', async () => {
    const closed = latch<{ finished: boolean }>();
    handlers.set('/big-length', (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': String(200 * 1024) });
      const start = `{"client_id":"${'x'.repeat(8 * 1024)}`;
      res.write(start);
      // The rest is never written: the client must give up on the header alone.
      res.on('close', () => closed.open({ finished: res.writableFinished }));
    });
    const answer = await dev().resolve(`${base}/big-length.json`);
    expect(answer).toMatch(/larger than 16 KB/);
    const seen = await closed.promise;
    expect(seen.finished).toBe(false); // the socket closed while 192 KB were still to come
  });

  it('stops reading a document that never ends, a few MB at most (kernel buffers)', async () => {
    const CHUNK = Buffer.alloc(64 * 1024, 0x20);
    const SAFETY = 64 * 1024 * 1024; // so that a client that reads everything cannot exhaust the test's memory
    const closed = latch<number>();
    handlers.set('/endless', (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' }); // chunked: no length announced
      let written = 0;
      let open = true;
      res.on('close', () => {
        open = false;
        closed.open(written);
      });
      const pump = () => {
        while (open && written < SAFETY) {
          written += CHUNK.length;
          if (!res.write(CHUNK)) return void res.once('drain', pump);
        }
      };
      res.write('{"client_id":');
      pump();
    });
    const answer = await dev().resolve(`${base}/endless.json`);
    expect(answer).toMatch(/larger than 16 KB/);
    const written = await closed.promise;
    // What the kernel buffers of both ends took (about 4 MB here): far less than the 64 MB the server offered.
    expect(written).toBeLessThanOrEqual(16 * 1024 * 1024);
  });

  it('fetches at most two documents of one host at a time; the rest are told the server is busy, at once', async () => {
    const held: (() => void)[] = [];
    let now = 0;
    let most = 0;
    const waiting: (() => void)[] = [];
    /** Resolves once the server holds its n-th request. */
    const holding = (n: number) =>
      new Promise<void>((resolve) => {
        const check = () => (held.length >= n ? resolve() : void waiting.push(check));
        check();
      });
    handlers.set('/slow/', (req, res) => {
      now++;
      most = Math.max(most, now);
      held.push(() => {
        now--;
        res.writeHead(200, { 'content-type': 'application/json' }).end(doc(`${base}${req.url}`));
      });
      for (const check of waiting.splice(0)) check();
    });
    const clients = dev();
    const answers = Array.from({ length: 20 }, (_, i) => clients.resolve(`${base}/slow/${i}.json`));
    // The 18 beyond the cap are answered before anything is released.
    const busy = await Promise.all(answers.slice(2));
    for (const answer of busy) expect(answer).toMatch(/busy/);
    await holding(2);
    expect(held.length).toBe(2);
    for (const release of held) release();
    const first = await Promise.all(answers.slice(0, 2));
    for (const answer of first) expect(refused(answer)).toBe(false);
    expect(most).toBe(2);
    expect(held.length).toBe(2);
    // Busy is not remembered as a failure: once the slots are free, the same URL is fetched.
    const again = clients.resolve(`${base}/slow/2.json`);
    await holding(3);
    held[2]!();
    expect(refused(await again)).toBe(false);
  });

  it('fetches at most eight documents at a time over all hosts', async () => {
    let now = 0;
    let most = 0;
    const held: (() => void)[] = [];
    const fake = (url: URL) =>
      new Promise<string>((resolve) => {
        now++;
        most = Math.max(most, now);
        held.push(() => {
          now--;
          resolve(doc(url.href));
        });
      });
    const clients = dev({ fetch: fake, allowLoopbackHttp: false });
    const answers = Array.from({ length: 30 }, (_, i) => clients.resolve(`https://host${i}.example/client.json`));
    const busy = await Promise.all(answers.slice(8));
    for (const answer of busy) expect(answer).toMatch(/busy/);
    expect(held.length).toBe(8);
    for (const release of held) release();
    for (const answer of await Promise.all(answers.slice(0, 8))) expect(refused(answer)).toBe(false);
    expect(most).toBe(8);
  });

  it('counts the names of one domain as one site, so a wildcard domain cannot take every slot (#26 review)', async () => {
    const held: (() => void)[] = [];
    const fake = (url: URL) => new Promise<string>((resolve) => held.push(() => resolve(doc(url.href))));
    const clients = dev({ fetch: fake, allowLoopbackHttp: false });
    const answers = Array.from({ length: 8 }, (_, i) => clients.resolve(`https://a${i}.trickle.example/client.json`));
    for (const answer of await Promise.all(answers.slice(2))) expect(answer).toMatch(/busy/);
    expect(held).toHaveLength(2);
    // Another site still gets a slot.
    const other = clients.resolve('https://honest.example/client.json');
    expect(held).toHaveLength(3);
    for (const release of held) release();
    expect(refused(await other)).toBe(false);
  });

  it('still serves a client known before while every slot is held, even once its document is out of date', async () => {
    let now = 0;
    const held: (() => void)[] = [];
    let hold = false;
    const fake = (url: URL) =>
      hold ? new Promise<string>((resolve) => held.push(() => resolve(doc(url.href)))) : Promise.resolve(doc(url.href));
    const clients = dev({ fetch: fake, allowLoopbackHttp: false, now: () => now });
    const known = await clients.resolve('https://known.example/client.json');
    expect(refused(known)).toBe(false);
    now += 10 * 60_000; // out of date
    hold = true;
    const blocking = Array.from({ length: 8 }, (_, i) => clients.resolve(`https://slow${i}.example/client.json`));
    expect(await clients.resolve('https://known.example/client.json')).toEqual(known);
    expect(await clients.resolve('https://unknown.example/client.json')).toMatch(/busy/);
    for (const release of held) release();
    await Promise.all(blocking);
  });

  it('fetches a failing URL once when it is named twice, and once when named twice at the same time', async () => {
    const clients = dev();
    const first = await clients.resolve(`${base}/missing/a.json`);
    const second = await clients.resolve(`${base}/missing/a.json`);
    expect(first).toMatch(/404/);
    expect(second).toBe(first);
    expect(hits.get('/missing/a.json')).toBe(1);
    const both = await Promise.all([clients.resolve(`${base}/missing/b.json`), clients.resolve(`${base}/missing/b.json`)]);
    expect(both[0]).toMatch(/404/);
    expect(both[1]).toBe(both[0]);
    expect(hits.get('/missing/b.json')).toBe(1);
  });

  it('gives one answer for an address refused, a port closed and a server that never answers (no port oracle)', async () => {
    const silent = latch();
    handlers.set('/silent', () => silent.open()); // never answers
    const spare = createServer();
    const closedPort = await listen(spare, '127.0.0.1');
    await close(spare);
    const timedOut = await dev({ limits: { timeoutMs: 200 } }).resolve(`${base}/silent.json`);
    const portClosed = await dev().resolve(`http://127.0.0.1:${closedPort}/client.json`);
    const privateName = await new Clients(store, { allowLoopbackHttp: false, lookup: resolver(() => ['10.1.2.3']) }).resolve(
      'https://private.example/client.json',
    );
    expect(refused(timedOut) && refused(portClosed) && refused(privateName)).toBe(true);
    expect(portClosed).toBe(timedOut);
    expect(privateName).toBe(timedOut);
  });

  describe('the cache', () => {
    function counting(): { fetch: ClientPolicy['fetch']; calls: string[] } {
      const calls: string[] = [];
      const fetch = async (url: URL) => {
        calls.push(url.href);
        return url.pathname.startsWith('/bad') ? '{"not":"a client"}' : doc(url.href);
      };
      return { fetch, calls };
    }

    it('never holds more documents than its bound, and keeps the recently used', async () => {
      const { fetch, calls } = counting();
      const clients = new Clients(store, { allowLoopbackHttp: false, fetch });
      const url = (i: number) => `https://app.example/c/${i}.json`;
      for (let i = 0; i < 500; i++) expect(refused(await clients.resolve(url(i)))).toBe(false);
      expect(clients.cacheSizes.documents).toBe(500);
      await clients.resolve(url(0)); // used again: the oldest now is 1
      expect(calls.length).toBe(500);
      for (let i = 500; i < 620; i++) await clients.resolve(url(i));
      expect(clients.cacheSizes.documents).toBe(500);
      await clients.resolve(url(0));
      expect(calls.length).toBe(620); // 0 was still there
      await clients.resolve(url(1));
      expect(calls.length).toBe(621); // 1 had been evicted
    });

    it('never holds more failures than its bound', async () => {
      const { fetch } = counting();
      const clients = new Clients(store, { allowLoopbackHttp: false, fetch });
      for (let i = 0; i < 1_200; i++) expect(refused(await clients.resolve(`https://app.example/bad/${i}.json`))).toBe(true);
      expect(clients.cacheSizes.failures).toBe(1_000);
    });

    it('forgets a document after 5 minutes and a failure after 60 seconds', async () => {
      const { fetch, calls } = counting();
      let now = 1_000_000;
      const clients = new Clients(store, { allowLoopbackHttp: false, fetch, now: () => now });
      const good = 'https://app.example/c/good.json';
      const bad = 'https://app.example/bad/1.json';
      await clients.resolve(good);
      await clients.resolve(bad);
      expect(calls.length).toBe(2);
      now += 59_999;
      await clients.resolve(good);
      await clients.resolve(bad);
      expect(calls.length).toBe(2);
      now += 1;
      await clients.resolve(bad);
      expect(calls).toEqual([good, bad, bad]);
      now += 300_000 - 60_000 - 1;
      await clients.resolve(good);
      expect(calls.length).toBe(3);
      now += 1;
      await clients.resolve(good);
      expect(calls).toEqual([good, bad, bad, good]);
    });
  });
});

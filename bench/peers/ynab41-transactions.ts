// Loaded with `node --import` into @oliverames/mcp-server-for-ynab only. It is written for the `ynab`
// SDK 4.5, which the registry does not have; package.json's overrides give it 4.1.0, whose
// TransactionsApi.getTransactions takes (planId, sinceDate, type, lastKnowledgeOfServer) where 4.5 takes
// (planId, sinceDate, untilDate, type, lastKnowledgeOfServer). Unadapted, its review tool's type
// "unapproved" lands in last_knowledge_of_server and the request is refused. This reads the call in 4.5's
// order; 4.1.0 cannot send until_date, so a call that gives one stops with a clear error.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
// The same `ynab` the peer imports: its import of this CommonJS package shares Node's require cache.
const peerEntry = require.resolve('@oliverames/mcp-server-for-ynab');
const ynab = createRequire(peerEntry)('ynab') as { TransactionsApi: { prototype: TransactionsApi } };

interface TransactionsApi {
  getTransactionsRaw(parameters: Record<string, unknown>, init?: unknown): Promise<{ value(): Promise<unknown> }>;
  getTransactions(...args: unknown[]): Promise<unknown>;
}

ynab.TransactionsApi.prototype.getTransactions = async function (
  this: TransactionsApi,
  planId: unknown,
  sinceDate?: unknown,
  untilDate?: unknown,
  type?: unknown,
  lastKnowledgeOfServer?: unknown,
  init?: unknown,
) {
  if (untilDate !== undefined) throw new Error('bench/peers/ynab41-transactions.ts: ynab 4.1.0 cannot send until_date');
  return (await this.getTransactionsRaw({ planId, sinceDate, type, lastKnowledgeOfServer }, init)).value();
};

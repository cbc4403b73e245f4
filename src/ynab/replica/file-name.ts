// The replica's file for a token: one file per token, so two servers with two YNAB accounts (two clients, two
// tokens) keep a file each instead of each discarding the other's at every start. The name holds 16 hex
// digits of a keyed hash of the token: enough to tell tokens apart, and nothing that helps guess one.
import { createHmac } from 'node:crypto';
import { join } from 'node:path';

export function replicaFile(folder: string, token: string): string {
  const tag = createHmac('sha256', 'avenir-mcp replica file name').update(token).digest('hex').slice(0, 16);
  return join(folder, `replica-${tag}.sqlite`);
}

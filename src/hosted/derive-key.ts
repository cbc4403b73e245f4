// One key per use from the deployment's encryption key (HKDF-SHA256, node:crypto): the tokens' cipher,
// the access tokens' signatures and the request-state seal never share bytes.
import { hkdfSync } from 'node:crypto';

export const deriveKey = (key: Buffer, use: string): Buffer => Buffer.from(hkdfSync('sha256', key, 'avenir-mcp', use, 32));

// Each person's YNAB tokens at rest (docs/en/deployment.md#encryption-keys): AES-256-GCM through
// node:crypto, a fresh 12-byte IV per text, the person's id as additional data so a row copied onto
// another person's does not open. Keys come from AVENIR_MCP_ENCRYPTION_KEYS, newest first: the first
// seals, every one opens, so a key is rotated by putting a new one in front and re-sealing (`avenir-mcp
// rekey`) before the old one is dropped.
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

export interface CipherKey {
  /** A short name stored with each text, so the right key opens it after a rotation. */
  id: string;
  /** 32 bytes. */
  key: Buffer;
}

const VERSION = 'v1';

export class KeyringError extends Error {
  override name = 'KeyringError';
}

/** `id:base64key` pairs, comma-separated, newest first; each key 32 bytes (`openssl rand -base64 32`). */
export function parseKeyring(text: string): CipherKey[] {
  const keys = text
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .map((part) => {
      const match = /^([A-Za-z0-9_-]{1,32}):([A-Za-z0-9+/=_-]+)$/.exec(part);
      if (!match)
        throw new KeyringError(
          'AVENIR_MCP_ENCRYPTION_KEYS must be id:key pairs separated by commas, such as 2026-12:BASE64 (an id of letters, digits, - or _, then a base64 key).',
        );
      const key = Buffer.from(match[2]!, 'base64');
      if (key.length !== 32)
        throw new KeyringError(
          `AVENIR_MCP_ENCRYPTION_KEYS: key "${match[1]!}" is ${key.length} bytes; each key must be 32 random bytes in base64 (openssl rand -base64 32).`,
        );
      return { id: match[1]!, key };
    });
  if (keys.length === 0)
    throw new KeyringError('AVENIR_MCP_ENCRYPTION_KEYS is empty: give at least one id:key pair (openssl rand -base64 32 makes a key).');
  const ids = new Set(keys.map((k) => k.id));
  if (ids.size !== keys.length) throw new KeyringError('AVENIR_MCP_ENCRYPTION_KEYS names one key id twice: give each key its own id.');
  return keys;
}

export class TokenCipher {
  constructor(private readonly keys: readonly CipherKey[]) {
    if (keys.length === 0) throw new KeyringError('TokenCipher needs at least one key');
  }

  /** The id of the key that seals; a text sealed with another needs re-sealing before that key is dropped. */
  get currentKeyId(): string {
    return this.keys[0]!.id;
  }

  seal(plain: string, person: string): string {
    const { id, key } = this.keys[0]!;
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', key, iv);
    cipher.setAAD(Buffer.from(person, 'utf8'));
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return [VERSION, id, iv.toString('base64url'), body.toString('base64url'), cipher.getAuthTag().toString('base64url')].join('.');
  }

  /** The plain text, or undefined for a text that is altered, of another person, or sealed with a key no longer given. */
  open(sealed: string, person: string): string | undefined {
    const parts = sealed.split('.');
    if (parts.length !== 5 || parts[0] !== VERSION) return undefined;
    const [, id, iv, body, tag] = parts as [string, string, string, string, string];
    const key = this.keys.find((k) => k.id === id)?.key;
    const ivBytes = Buffer.from(iv, 'base64url');
    const tagBytes = Buffer.from(tag, 'base64url');
    if (key === undefined || ivBytes.length !== 12 || tagBytes.length !== 16) return undefined;
    try {
      const decipher = createDecipheriv('aes-256-gcm', key, ivBytes, { authTagLength: 16 });
      decipher.setAAD(Buffer.from(person, 'utf8'));
      decipher.setAuthTag(tagBytes);
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
    } catch {
      return undefined;
    }
  }

  /** The key id a sealed text names (for `rekey`), or undefined when it is not one of ours. */
  static keyIdOf(sealed: string): string | undefined {
    const parts = sealed.split('.');
    return parts.length === 5 && parts[0] === VERSION ? parts[1] : undefined;
  }
}

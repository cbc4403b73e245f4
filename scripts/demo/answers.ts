// Reading the server's answers for the demo. Every field it prints is checked first, so an answer of an
// unexpected shape stops the demo with a message naming the tool and the field, never "undefined".
import type { Client } from '@modelcontextprotocol/client';
import { untrusted } from '../../src/logic/core/untrusted.ts';

export class DemoError extends Error {}

type Obj = Record<string, unknown>;

// The demo plan answers in milliseconds; this only turns a hung server into a clear failure.
export const REQUEST_TIMEOUT_MS = 15_000;

const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Typed access to one answer object; `where` names it in error messages (e.g. `suggest_categories items[2]`). */
export class Answer {
  constructor(
    private readonly value: Obj,
    readonly where: string,
  ) {}

  private bad(key: string, expected: string): DemoError {
    return new DemoError(
      `unexpected answer: ${this.where}.${key} is not ${expected} (got ${JSON.stringify(this.value[key]) ?? 'nothing'})`,
    );
  }

  str(key: string): string {
    const v = this.value[key];
    if (typeof v !== 'string') throw this.bad(key, 'a string');
    return v;
  }

  strOrNull(key: string): string | null {
    const v = this.value[key];
    if (v !== null && typeof v !== 'string') throw this.bad(key, 'a string or null');
    return v;
  }

  /** A string field that may be absent. */
  optionalStr(key: string): string | undefined {
    return this.value[key] === undefined ? undefined : this.str(key);
  }

  bool(key: string): boolean {
    const v = this.value[key];
    if (typeof v !== 'boolean') throw this.bad(key, 'true or false');
    return v;
  }

  num(key: string): number {
    const v = this.value[key];
    if (typeof v !== 'number' || !Number.isFinite(v)) throw this.bad(key, 'a number');
    return v;
  }

  /** An object field, or null when it is null. */
  objOrNull(key: string): Answer | null {
    const v = this.value[key];
    if (v === null) return null;
    if (!isObj(v)) throw this.bad(key, 'an object or null');
    return new Answer(v, `${this.where}.${key}`);
  }

  /** A list of objects. */
  list(key: string): Answer[] {
    const v = this.value[key];
    if (!Array.isArray(v)) throw this.bad(key, 'a list');
    return v.map((item, i) => {
      if (!isObj(item)) throw new DemoError(`unexpected answer: ${this.where}.${key}[${i}] is not an object`);
      return new Answer(item, `${this.where}.${key}[${i}]`);
    });
  }

  /** A list of texts. */
  texts(key: string): string[] {
    const v = this.value[key];
    if (!Array.isArray(v) || !v.every((t) => typeof t === 'string')) throw this.bad(key, 'a list of texts');
    return v as string[];
  }

  /** Fails unless `status` is the one the conversation expects at this point. */
  expectStatus(expected: string): void {
    const status = this.str('status');
    if (status !== expected) {
      const message = typeof this.value.message === 'string' ? `: ${untrusted(this.value.message, 500)}` : '';
      throw new DemoError(`${this.where} answered status "${status}", expected "${expected}"${message}`);
    }
  }
}

/** Calls a tool; a tool error or an answer without structured content is a failure of the demo. */
export async function callTool(client: Client, name: string, args: Obj): Promise<Answer> {
  const result = await client.callTool({ name, arguments: args }, { timeout: REQUEST_TIMEOUT_MS });
  if (result.isError) {
    const text = result.content.flatMap((c) => (c.type === 'text' ? [c.text] : [])).join(' ');
    // Error texts can quote YNAB or bank text: cleaned like the rest (one line, visible characters).
    throw new DemoError(`${name} answered with an error: ${untrusted(text, 1000) || '(no text)'}`);
  }
  if (!isObj(result.structuredContent)) throw new DemoError(`unexpected answer: ${name} returned no structured content`);
  return new Answer(result.structuredContent, name);
}

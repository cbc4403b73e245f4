// A large JSON answer parsed while it arrives (issue #31): YNAB's whole-history transactions answer is tens
// of megabytes, and holding its bytes, its text and its objects at once peaked at twice what the objects
// need. Each element of a list one level inside the root's members (`data.transactions`, `data.payees`) is
// parsed alone as soon as its bytes are in, and its bytes let go; the rest (the skeleton: `server_knowledge`,
// and in each list's place a marker only this reader knows) is parsed at the end, and each marker JSON.parse
// kept (the last of a repeated key, as it keeps) is replaced by its list. Every byte still goes through
// JSON.parse, so what is not JSON is refused as before (SyntaxError); bytes are scanned, not text: no
// byte of a multi-byte UTF-8 character is a quote, bracket, comma or backslash. Hand-written: a streaming
// JSON library builds each value token by token in JavaScript (@streamparser/json 0.0.26 took 0.7 s on the
// heavy plan's 33 MB answer, this scan and the engine's JSON.parse of each element 0.3 s, one parse 0.25 s).
import { randomUUID } from 'node:crypto';

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COMMA = 0x2c;
const OPEN_OBJECT = 0x7b;
const CLOSE_OBJECT = 0x7d;
const OPEN_LIST = 0x5b;
const CLOSE_LIST = 0x5d;

const isSpace = (c: number): boolean => c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09;

/** Where the scan is: outside the lists taken apart, between two of their elements, or inside one. */
type Mode = 'skeleton' | 'between' | 'element';

export class JsonElements {
  readonly #skeletonDecoder = new TextDecoder();
  // A byte order mark inside an element is no JSON: left in, JSON.parse refuses it.
  readonly #elementDecoder = new TextDecoder('utf-8', { ignoreBOM: true });
  #mode: Mode = 'skeleton';
  /** Kinds of the open containers, outermost first: true for a list. */
  readonly #open: boolean[] = [];
  #inString = false;
  #escaped = false;
  /** Between elements: whether the last thing seen was an element (a comma or the end may come), or `[`/`,`. */
  #afterElement = false;
  #broken = false;
  readonly #skeleton: Uint8Array[] = [];
  readonly #element: Uint8Array[] = [];
  #list: unknown[] = [];
  readonly #lists: unknown[][] = [];
  /** The key of the object standing in the skeleton for a list: `{"<marker>": <its index>}`. */
  readonly #marker = randomUUID();

  /** The next bytes of the answer (any split: a chunk may end inside a character or a string). */
  feed(bytes: Uint8Array): void {
    if (this.#broken) return;
    const open = this.#open;
    const n = bytes.length;
    let from = 0;
    let i = 0;
    while (i < n) {
      if (this.#inString) {
        if (this.#escaped) {
          this.#escaped = false;
          i += 1;
          continue;
        }
        // Most bytes are inside strings, most strings short: a plain loop to the closing quote.
        let c = bytes[i]!;
        while (c !== QUOTE && c !== BACKSLASH && ++i < n) c = bytes[i]!;
        if (i === n) break;
        if (c === BACKSLASH) this.#escaped = true;
        else this.#inString = false;
        i += 1;
        continue;
      }
      // Inside an element below the list's level: one tight loop over strings and brackets, with its state
      // in locals, until the element is back at the list's level or the chunk ends.
      if (this.#mode === 'element' && open.length > 3) {
        let inString = false;
        let escaped = false;
        for (; i < n; i += 1) {
          const c = bytes[i]!;
          if (inString) {
            if (escaped) escaped = false;
            else if (c === BACKSLASH) escaped = true;
            else if (c === QUOTE) inString = false;
          } else if (c === QUOTE) inString = true;
          else if (c === OPEN_OBJECT || c === OPEN_LIST) open.push(c === OPEN_LIST);
          else if (c === CLOSE_OBJECT || c === CLOSE_LIST) {
            if (open.pop() !== (c === CLOSE_LIST)) {
              this.#broken = true;
              return;
            }
            if (open.length === 3) break;
          }
        }
        this.#inString = inString;
        this.#escaped = escaped;
        if (i === n) break;
        i += 1;
        continue;
      }
      const c = bytes[i]!;
      if (this.#mode === 'between') {
        if (isSpace(c)) {
          i += 1;
          continue;
        }
        if (c === COMMA || c === CLOSE_LIST) {
          if (!this.#afterElement && (c === COMMA || this.#list.length > 0)) {
            this.#broken = true;
            return;
          }
          if (c === COMMA) this.#afterElement = false;
          else from = this.#closeList(i);
          i += 1;
          continue;
        }
        if (this.#afterElement) {
          this.#broken = true;
          return;
        }
        this.#mode = 'element';
        from = i;
      } else if (this.#mode === 'element' && open.length === 3 && (c === COMMA || c === CLOSE_LIST)) {
        this.#element.push(bytes.subarray(from, i));
        this.#endElement();
        if (this.#broken) return;
        if (c === COMMA) this.#afterElement = false;
        else from = this.#closeList(i);
        i += 1;
        continue;
      }
      if (c === QUOTE) this.#inString = true;
      else if (c === OPEN_OBJECT || c === OPEN_LIST) {
        open.push(c === OPEN_LIST);
        if (this.#mode === 'skeleton' && c === OPEN_LIST && open.length === 3 && !open[0] && !open[1]) {
          this.#skeleton.push(copy(bytes, from, i), new TextEncoder().encode(`{"${this.#marker}":${this.#lists.length}}`));
          this.#mode = 'between';
          this.#afterElement = false;
          this.#list = [];
        }
      } else if ((c === CLOSE_OBJECT || c === CLOSE_LIST) && open.pop() !== (c === CLOSE_LIST)) {
        this.#broken = true;
        return;
      }
      i += 1;
    }
    // The rest of the chunk: copied when kept past this call (the chunk's buffer is not held for it).
    if (this.#mode === 'skeleton') this.#skeleton.push(copy(bytes, from, n));
    else if (this.#mode === 'element') this.#element.push(copy(bytes, from, n));
  }

  /** The whole answer's value; a SyntaxError when it is not one JSON value. */
  finish(): unknown {
    if (this.#broken || this.#inString || this.#open.length > 0) throw new SyntaxError('the answer is not complete JSON');
    const root: unknown = JSON.parse(this.#skeletonDecoder.decode(Buffer.concat(this.#skeleton)));
    for (const [, member] of membersOf(root)) {
      for (const [key, value] of membersOf(member)) {
        const list = this.#listOf(value);
        if (list !== undefined) Object.defineProperty(member, key, { value: list, writable: true, enumerable: true, configurable: true });
      }
    }
    return root;
  }

  #endElement(): void {
    const bytes = this.#element.length === 1 ? this.#element[0]! : Buffer.concat(this.#element);
    this.#element.length = 0;
    try {
      this.#list.push(JSON.parse(this.#elementDecoder.decode(bytes)));
    } catch {
      // Not JSON: the rest is only read to its end (the size limit still counts it); finish() refuses it.
      this.#broken = true;
    }
    this.#mode = 'between';
    this.#afterElement = true;
  }

  /** The `]` of a list taken apart, at `i`: back to the skeleton after it (its marker stands for the list). */
  #closeList(i: number): number {
    this.#open.pop();
    this.#lists.push(this.#list);
    this.#mode = 'skeleton';
    return i + 1;
  }

  /** The list a skeleton value stands for, when it is one of this reader's markers. */
  #listOf(value: unknown): unknown[] | undefined {
    const members = membersOf(value);
    const [only] = members;
    return members.length === 1 && only?.[0] === this.#marker && typeof only[1] === 'number' ? this.#lists[only[1]] : undefined;
  }
}

/** A copy (a Buffer's slice would share the chunk's memory). */
const copy = (bytes: Uint8Array, from: number, to: number): Uint8Array => new Uint8Array(bytes.subarray(from, to));

/** The members of a JSON object; none for anything else. */
const membersOf = (value: unknown): [string, unknown][] =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? Object.entries(value) : [];

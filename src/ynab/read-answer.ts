// A YNAB answer whose body the transport already read as text (attempt.ts), handed on without copies:
// text() gives that same string and, once the client has parsed it, json() gives that same value. A
// plan's transactions answer can be tens of megabytes: re-encoding it into a body stream, decoding it
// again and parsing it a second time (openapi-fetch parsed what the JSON check had already parsed) cost
// about as much time as the tool itself, and kept several copies alive at once (peak memory).

export class ReadAnswer extends Response {
  readonly #text: string;
  readonly #parsed: { value: unknown } | undefined;

  /** `text` is the whole body ('' for none); `parsed` its JSON value when already parsed. */
  constructor(text: string, init: ResponseInit, parsed?: { value: unknown }) {
    super(null, init);
    this.#text = text;
    this.#parsed = parsed;
  }

  // Fields, not methods: the DOM typings declare Response's readers as properties. body and blob() are not
  // replaced: neither openapi-fetch nor the client reads them.
  override readonly text = (): Promise<string> => Promise.resolve(this.#text);

  override readonly json = (): Promise<unknown> =>
    this.#parsed === undefined
      ? Promise.resolve(this.#text).then((text) => JSON.parse(text) as unknown)
      : Promise.resolve(this.#parsed.value);

  override readonly arrayBuffer = (): Promise<ArrayBuffer> => {
    const bytes = new TextEncoder().encode(this.#text);
    return Promise.resolve(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
  };

  /** The same answer with its parsed value; Content-Length set so that openapi-fetch asks json() instead of parsing text() again. */
  withValue(value: unknown): ReadAnswer {
    return ReadAnswer.parsed(value, Buffer.byteLength(this.#text), this, this.#text);
  }

  /** An answer parsed while it was read (attempt.ts): its value only, its `bytes` as Content-Length; text() is then ''. */
  static parsed(value: unknown, bytes: number, init: ResponseInit & { headers: Headers }, text = ''): ReadAnswer {
    const headers = new Headers(init.headers);
    headers.set('Content-Length', String(bytes));
    return new ReadAnswer(text, { status: init.status ?? 200, statusText: init.statusText ?? '', headers }, { value });
  }

  /** Whether json() gives a value already parsed (the JSON check then has nothing to do). */
  get hasValue(): boolean {
    return this.#parsed !== undefined;
  }
}

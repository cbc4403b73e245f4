// A problem found in a manifest: the file, the field path and what to fix, printed as one line.

export class ManifestProblem {
  constructor(
    readonly file: string,
    /** Dotted field path, e.g. params.month.type; empty for the whole file. */
    readonly field: string,
    readonly problem: string,
    readonly fix: string,
  ) {}

  toString(): string {
    return `${this.file}: ${this.field || '(file)'}: ${this.problem}: ${this.fix}.`;
  }
}

/** Thrown by any codegen step that found problems; its message lists every one. */
export class ManifestErrors extends Error {
  constructor(readonly problems: ManifestProblem[]) {
    super(`${problems.length} manifest problem(s):\n${problems.map((p) => `  ${p.toString()}`).join('\n')}`);
  }
}

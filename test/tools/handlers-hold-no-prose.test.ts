// Issue #30, item 6: no handler holds a sentence of the contract. What a tool's answer says is its manifest's
// (errors, nothing_to_do, messages), built by the generated builders; a handler gives values and picks parts.
// Every text literal of src/tools/ is read here: one of five words or more is a sentence a manifest should hold.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../helpers/stdio-client.ts';

const DIR = join(ROOT, 'src', 'tools');
const WORDS = 5;

/**
 * Texts that are not the contract's: the detail of an undocumented YNAB answer, which src/ynab/errors.ts
 * words around (as every such detail of the YNAB client).
 */
const NOT_CONTRACT = new Set(['reconcile_account.ts: no id for the adjustment transaction']);

/** Every text literal of a source (strings, and each piece of a template between its substitutions). */
function texts(code: string): string[] {
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (
      ts.isStringLiteral(node) ||
      ts.isNoSubstitutionTemplateLiteral(node) ||
      ts.isTemplateHead(node) ||
      ts.isTemplateMiddle(node) ||
      ts.isTemplateTail(node)
    )
      found.push(node.text);
    ts.forEachChild(node, visit);
  };
  visit(ts.createSourceFile('handler.ts', code, ts.ScriptTarget.Latest, true));
  return found;
}

/** Words: pieces between spaces that hold a letter (an import's path is none). */
const words = (text: string) => text.split(/\s+/).filter((w) => /\p{L}/u.test(w)).length;
const sentences = (code: string) => texts(code).filter((t) => words(t) >= WORDS);

describe('the handlers of src/tools/', () => {
  it('hold no sentence of the contract: their texts are their manifests’', () => {
    const files = readdirSync(DIR).filter((f) => f.endsWith('.ts'));
    expect(files.length).toBeGreaterThan(30);
    const found = files.flatMap((file) => sentences(readFileSync(join(DIR, file), 'utf8')).map((t) => `${file}: ${t}`));
    expect(found.filter((s) => !NOT_CONTRACT.has(s))).toEqual([]);
  });

  it('would find one, in a string or in any piece of a template, but not in a comment, a path or a short text', () => {
    const handler = [
      "import { messages } from '../../generated/tools/apply_categories.ts';",
      '// Recategorised transactions are journaled first, for undo.',
      'const m = (n: number, id: string) => `Recategorised ${n} transaction(s). To set their categories back, call undo_operation with operation_id ${id}.`;',
      "const w = 'The user declined: nothing was changed.';",
      "ctx.log.error('undo marker not written');",
    ].join('\n');
    expect(sentences(handler)).toEqual([
      ' transaction(s). To set their categories back, call undo_operation with operation_id ',
      'The user declined: nothing was changed.',
    ]);
  });
});

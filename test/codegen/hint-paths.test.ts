// Pins that every project path codegen prints (its problem fixes, banners, stub and check messages) exists:
// walks the string and template literals of codegen/*.ts (comments and imports aside) and checks each path.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../helpers/stdio-client.ts';

// A path named in a message starts at one of the project's top folders.
const PATH = /(?<![\w./-])(?:manifest|codegen|src|generated|docs|test|scripts|bench|bundle)\/[\w./<>*-]*/g;
// What a template's `${…}` becomes: a tool that exists, so `src/tools/${tool.name}.ts` names a real file.
const SOME_TOOL = 'list_plans';

/** The text of every string and template literal of one source file that a message can show. */
function literals(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const out: string[] = [];
  const visit = (node: ts.Node): void => {
    // Module specifiers are checked by the compiler, not shown to anyone.
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier !== undefined) return;
    if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) return;
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) out.push(node.text);
    else if (ts.isTemplateExpression(node)) {
      out.push(node.head.text + node.templateSpans.map((span) => SOME_TOOL + span.literal.text).join(''));
      for (const span of node.templateSpans) visit(span.expression);
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return out;
}

/** Does `path` (relative to the root, maybe with one `*` in its last segment) name something that exists? */
function exists(path: string): boolean {
  const clean = path.replace(/[.]+$/, '');
  const slash = clean.lastIndexOf('/');
  const last = clean.slice(slash + 1);
  if (!last.includes('*')) return existsSync(join(ROOT, clean));
  const [before, after] = last.split('*') as [string, string];
  const dir = join(ROOT, clean.slice(0, slash));
  return existsSync(dir) && readdirSync(dir).some((name) => name.startsWith(before) && name.endsWith(after));
}

const sources = readdirSync(join(ROOT, 'codegen'))
  .filter((name) => name.endsWith('.ts'))
  .map((name) => join(ROOT, 'codegen', name));
const named = sources.flatMap((file) =>
  literals(file).flatMap((text) => [...text.matchAll(PATH)].map((m) => ({ file: relative(ROOT, file), path: m[0] }))),
);

describe('paths in codegen messages', () => {
  it('finds the paths the hints name, the manifest format among them', () => {
    const paths = named.map((n) => n.path);
    expect(paths).toContain('codegen/manifest-schema.ts');
    expect(paths).toContain('manifest/shared.yaml');
    expect(paths).toContain(`src/tools/${SOME_TOOL}.ts`);
  });

  it('names only paths that exist', () => {
    expect(named.filter((n) => !exists(n.path))).toEqual([]);
  });
});

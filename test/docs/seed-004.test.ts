// Seed fidelity: the generated Spanish page of apply_categories reproduces seed 004 section by section —
// order and labels, behaviour values, parameter and return rows, the example's arguments, status,
// message and changes (numbers compared as values), the error list and the see-also title.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../helpers/paths.ts';

const SEED = readFileSync(join(ROOT, 'test', 'fixtures', 'seed-004-apply-categories.txt'), 'utf8');
const LABELS = ['Generado', 'Qué hace', 'Comportamiento', 'Parámetros', 'Devuelve', 'Ejemplo', 'Errores', 'Ver también'];

function seedSections(): Map<string, string[]> {
  const sections = new Map<string, string[]>();
  let current = '';
  for (const line of SEED.split('\n')) {
    if (LABELS.includes(line.trim())) sections.set((current = line.trim()), []);
    else if (current) sections.get(current)!.push(line);
  }
  return sections;
}

function pageSections(page: string): Map<string, string[]> {
  const sections = new Map<string, string[]>();
  let current = '';
  for (const line of page.split('\n')) {
    const heading = /^## (.+)$/.exec(line);
    if (heading) sections.set((current = heading[1]!), []);
    else if (current) sections.get(current)!.push(line);
  }
  return sections;
}

const nonEmpty = (lines: string[]) => lines.map((l) => l.trim()).filter((l) => l !== '');
const seedRows = (lines: string[]) => nonEmpty(lines).map((l) => l.split('\t').map((c) => c.trim()));
const pageRows = (lines: string[]) =>
  nonEmpty(lines)
    .filter((l) => l.startsWith('|') && !/^\|\s*-/.test(l))
    .map((l) =>
      l
        .slice(1, -1)
        .split(/(?<!\\)\|/)
        .map((c) => c.trim().replace(/\\\|/g, '|')),
    );

function jsonBlocks(lines: string[]): unknown[] {
  const text = lines.join('\n');
  return [...text.matchAll(/```json\n([\s\S]*?)\n```/g)].map((m) => JSON.parse(m[1]!) as unknown);
}

function seedJson(lines: string[]): unknown[] {
  // The seed prints two JSON documents, each after a line ending with a colon.
  const text = lines.join('\n');
  const starts = [...text.matchAll(/:\n\n\{/g)].map((m) => m.index! + 3);
  return starts.map((start, i) => {
    const end = i + 1 < starts.length ? text.lastIndexOf('}', starts[i + 1]!) + 1 : text.lastIndexOf('}') + 1;
    return JSON.parse(text.slice(start, end)) as unknown;
  });
}

describe('seed 004: the apply_categories page', () => {
  const seed = seedSections();
  const page = pageSections(readFileSync(join(ROOT, 'docs', 'es', 'tools', 'apply_categories.md'), 'utf8'));

  it('keeps the vendored seed equal to the shared one, when it is beside the repository', () => {
    const shared = join(ROOT, '..', 'shared', 'seeds', '004_e4b1831a8f060a01.txt');
    if (existsSync(shared)) expect(readFileSync(shared, 'utf8')).toBe(SEED);
  });

  it('has the seed’s sections, in order, with its Spanish labels', () => {
    expect([...page.keys()]).toEqual(LABELS);
  });

  it('has the same generated note, naming this project’s command', () => {
    expect(nonEmpty(page.get('Generado')!)).toEqual(
      nonEmpty(seed.get('Generado')!).map((l) => l.replace('python -m docsgen', 'npm run codegen')),
    );
  });

  it('has the same description', () => {
    expect(nonEmpty(page.get('Qué hace')!)).toEqual(nonEmpty(seed.get('Qué hace')!));
  });

  it('has the same behaviour values', () => {
    expect(pageRows(page.get('Comportamiento')!).slice(1)).toEqual(seedRows(seed.get('Comportamiento')!));
  });

  it('has the same parameter rows', () => {
    expect(pageRows(page.get('Parámetros')!)).toEqual(seedRows(seed.get('Parámetros')!));
  });

  it('has the same return rows', () => {
    expect(pageRows(page.get('Devuelve')!)).toEqual(seedRows(seed.get('Devuelve')!));
  });

  it('gives the same example: arguments, status, message and changes', () => {
    const [seedArgs, seedAnswer] = seedJson(seed.get('Ejemplo')!) as [unknown, Record<string, unknown>];
    const [args, answer] = jsonBlocks(page.get('Ejemplo')!) as [unknown, Record<string, unknown>];
    expect(args).toEqual(seedArgs);
    expect(answer).toEqual(seedAnswer);
    expect(nonEmpty(page.get('Ejemplo')!).filter((l) => l.endsWith(':'))).toEqual([
      'Argumentos:',
      'Respuesta sobre el presupuesto de demostración:',
    ]);
  });

  it('lists the same errors, in the same order, and the YNAB sentence', () => {
    const strip = (lines: string[]) => nonEmpty(lines).map((l) => l.replace(/^[•-]\s*/, ''));
    expect(strip(page.get('Errores')!)).toEqual(strip(seed.get('Errores')!));
  });

  it('links the same guide page', () => {
    expect(nonEmpty(page.get('Ver también')!)).toEqual(['- [Clasificar transacciones pendientes](../guides/classify.md)']);
    expect(nonEmpty(seed.get('Ver también')!)).toEqual(['• Clasificar transacciones pendientes']);
  });
});

describe('seed 004, English page', () => {
  const en = pageSections(readFileSync(join(ROOT, 'docs', 'en', 'tools', 'apply_categories.md'), 'utf8'));
  const es = pageSections(readFileSync(join(ROOT, 'docs', 'es', 'tools', 'apply_categories.md'), 'utf8'));

  it('has the same sections with English labels, and the same rows, example and errors as the Spanish page', () => {
    expect([...en.keys()]).toEqual(['Generated', 'What it does', 'Behaviour', 'Parameters', 'Returns', 'Example', 'Errors', 'See also']);
    const [enKeys, esKeys] = [[...en.keys()], [...es.keys()]];
    expect(pageRows(en.get(enKeys[4]!)!).slice(1)).toEqual(pageRows(es.get(esKeys[4]!)!).slice(1));
    // Parameters: the same rows, but for the yes/no of the Required column.
    const drop = (rows: string[][]) => rows.slice(1).map((r) => [r[0], r[1], r[3], r[4]]);
    expect(drop(pageRows(en.get(enKeys[3]!)!))).toEqual(drop(pageRows(es.get(esKeys[3]!)!)));
    expect(jsonBlocks(en.get('Example')!)).toEqual(jsonBlocks(es.get('Ejemplo')!));
    expect(nonEmpty(en.get('Errors')!).slice(0, -1)).toEqual(nonEmpty(es.get('Errores')!).slice(0, -1));
    expect(pageRows(en.get('Behaviour')!).slice(1)).toEqual([
      ['Kind', 'write — hidden unless AVENIR_MCP_WRITE=1'],
      ['Confirmation', 'yes: preview, then applied after the user agrees'],
      ['Undo', 'yes, with undo_operation'],
      ['Destructive', 'yes'],
      ['Idempotent', 'yes'],
      ['YNAB requests', '3 for the example below, with an empty cache'],
    ]);
  });
});

// The corpus's figures as the test prints them and as the bench's markdown section shows them: per plan (lines,
// % right, the right lines left to the person and the stricter share without them, wrong lines and how many of
// them the answer left unsure, wrong writes; tuning, held-out, all), per layout (read or refused), and where the
// wrong lines and writes come from (by reason, by scenario tag).
import type { CorpusScore, Figures, Part } from './scorer.ts';

const pct = (f: Figures) => `${f.percentRight.toFixed(2)} %`;
const stated = (f: Figures) => `${f.percentStated.toFixed(2)} %`;
const row = (cells: readonly (string | number)[]) => `| ${cells.join(' | ')} |`;
const sorted = (counts: Record<string, number>) => Object.entries(counts).sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));

export function renderMarkdown(score: CorpusScore, title = '## Bank statement corpus (issue #27)'): string {
  const out: string[] = [title, ''];
  out.push(
    "Labelled statements in real banks' export layouts (test/statements-corpus/README.md), run through match_statement's and apply_statement's steps. " +
      `Goal: at least ${score.goal.percentRight} % of lines right and ${score.goal.wrongWrites} wrong writes on both plans, every layout read as exported: ` +
      `**${score.goal.met ? 'met' : 'not met'}**. ` +
      'A line left unsure that names its own transaction (listed for the person, never applied) is right; "stated right" is the stricter share without those lines.',
    '',
  );
  out.push(
    row([
      'plan',
      'part',
      'lines',
      'right',
      'left unsure, own transaction named',
      'stated right',
      'wrong lines',
      'of which unsure',
      'wrong writes',
    ]),
    row(['---', '---', ...Array<string>(7).fill('---:')]),
  );
  for (const plan of ['household', 'heavy'] as const) {
    for (const part of ['tuning', 'held-out', 'all'] as (Part | 'all')[]) {
      const f = score.figures[plan][part];
      out.push(row([plan, part, f.lines, pct(f), f.suggested, stated(f), f.wrongLines, f.unsure, f.wrongWrites]));
    }
  }
  out.push(
    '',
    row(['fixture', 'part', 'layout', 'lines', 'right', 'wrong writes', 'read']),
    row(['---', '---', '---', '---:', '---:', '---:', '---']),
  );
  for (const f of score.fixtures) {
    out.push(row([f.name, f.part, f.layout, f.lines, f.right, f.wrongWrites.length, f.read.replaceAll('|', '/').slice(0, 160)]));
  }
  const reasons = sorted(score.reasons);
  if (reasons.length > 0) {
    out.push('', row(['wrong lines by reason', 'lines']), row(['---', '---:']));
    for (const [k, v] of reasons) out.push(row([k, v]));
  }
  const writes = sorted(score.writes);
  if (writes.length > 0) {
    out.push('', row(['wrong writes by kind', 'writes']), row(['---', '---:']));
    for (const [k, v] of writes) out.push(row([k, v]));
  }
  const tags = sorted(score.tags);
  if (tags.length > 0)
    out.push('', `Wrong lines by scenario tag (a line counts under each of its tags): ${tags.map(([k, v]) => `${k} ${v}`).join(', ')}.`);
  return `${out.join('\n')}\n`;
}

export function renderText(score: CorpusScore): string {
  const out: string[] = [];
  out.push(
    `Statement corpus: goal ${score.goal.percentRight} % right, ${score.goal.wrongWrites} wrong writes, every layout read — ${score.goal.met ? 'MET' : 'NOT MET'}`,
  );
  for (const plan of ['household', 'heavy'] as const) {
    for (const part of ['tuning', 'held-out', 'all'] as (Part | 'all')[]) {
      const f = score.figures[plan][part];
      out.push(
        `  ${plan.padEnd(9)} ${part.padEnd(8)} ${String(f.lines).padStart(5)} lines  ${pct(f).padStart(8)} right (${stated(f)} stated, ${String(f.suggested).padStart(3)} left unsure)  ${String(f.wrongLines).padStart(4)} wrong (${String(f.unsure).padStart(3)} unsure)  ${String(f.wrongWrites).padStart(4)} wrong writes`,
      );
    }
  }
  out.push('Per layout:');
  for (const f of score.fixtures) {
    out.push(
      `  ${f.part.padEnd(8)} ${f.name.padEnd(28)} ${f.layout.padEnd(20)} ${String(f.right).padStart(4)}/${String(f.lines).padEnd(4)} writes ${String(f.wrongWrites.length).padStart(3)}  ${f.read.slice(0, 140)}`,
    );
  }
  out.push('Wrong lines by reason:');
  for (const [k, v] of sorted(score.reasons)) out.push(`  ${String(v).padStart(5)}  ${k}`);
  out.push('Wrong writes by kind:');
  for (const [k, v] of sorted(score.writes)) out.push(`  ${String(v).padStart(5)}  ${k}`);
  out.push(
    `Wrong lines by tag: ${sorted(score.tags)
      .map(([k, v]) => `${k} ${v}`)
      .join(', ')}`,
  );
  return out.join('\n');
}

// Issue #27's measure for `npm run bench`: the labelled statement corpus (test/statements-corpus/), scored as
// its test scores it — per plan (lines, % right, wrong lines, wrong writes; tuning, held-out, all), per layout
// (read as exported or refused), and where the wrong lines and writes come from — plus a markdown section.
// Independent of machine speed: the figures are counts. bench/run.ts prints its markdown and its targets
// (corpusChecks) in docs/performance.md.
import { renderMarkdown } from '../test/statements-corpus/report.ts';
import type { Check } from './report.ts';
import { scoreCorpus, type CorpusScore } from '../test/statements-corpus/scorer.ts';

export interface StatementCorpusFigures {
  figures: CorpusScore['figures'];
  layouts: CorpusScore['layouts'];
  reasons: CorpusScore['reasons'];
  writes: CorpusScore['writes'];
  tags: CorpusScore['tags'];
  goal: CorpusScore['goal'];
  markdown: string;
}

export async function statementCorpus(): Promise<StatementCorpusFigures> {
  const score = await scoreCorpus();
  return {
    figures: score.figures,
    layouts: score.layouts,
    reasons: score.reasons,
    writes: score.writes,
    tags: score.tags,
    goal: score.goal,
    markdown: renderMarkdown(score),
  };
}

const PARTS = ['tuning', 'held-out'] as const;
const PLANS = ['household', 'heavy'] as const;

/**
 * The corpus's goal as targets, each plan's tuning and held-out parts apart (the held-out part is the one
 * the tuning never saw): at least 99.5 % of lines right, and no wrong write.
 */
export function corpusChecks(corpus: Pick<StatementCorpusFigures, 'figures' | 'goal'>): Check[] {
  const { percentRight, wrongWrites } = corpus.goal;
  const each = PLANS.flatMap((plan) => PARTS.map((part) => ({ plan, part, f: corpus.figures[plan][part] })));
  return [
    ...each.map(({ plan, part, f }) => ({
      target: `statement corpus ≥ ${percentRight} % of lines right (issue #27)`,
      subject: `${plan} plan, ${part}`,
      measured: `${f.percentRight.toFixed(2)} % (${f.right} of ${f.lines}, ${f.suggested} of them left unsure with their own transaction named; stated right ${f.percentStated.toFixed(2)} %; all parts ${corpus.figures[plan].all.percentRight.toFixed(2)} %)`,
      limit: `${percentRight} %`,
      pass: f.percentRight >= percentRight,
    })),
    ...each.map(({ plan, part, f }) => ({
      target: `statement corpus: ${wrongWrites} wrong writes (issue #27)`,
      subject: `${plan} plan, ${part}`,
      measured: String(f.wrongWrites),
      limit: String(wrongWrites),
      pass: f.wrongWrites <= wrongWrites,
    })),
  ];
}

if (process.argv[1] === import.meta.filename) {
  process.stdout.write((await statementCorpus()).markdown);
}

// Issue #27's measure for `npm run bench`: the labelled statement corpus (test/statements-corpus/), scored as
// its test scores it — per plan (lines, % right, wrong lines, wrong writes; tuning, held-out, all), per layout
// (read as exported or refused), and where the wrong lines and writes come from — plus a markdown section.
// Independent of machine speed: the figures are counts. bench/run.ts may call statementCorpus() and print
// its markdown.
import { renderMarkdown } from '../test/statements-corpus/report.ts';
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

if (process.argv[1] === import.meta.filename) {
  process.stdout.write((await statementCorpus()).markdown);
}

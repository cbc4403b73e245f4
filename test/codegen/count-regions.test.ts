// Pins the count regions codegen fills in hand-written pages: each kind gets its number from the manifests,
// whatever the region held, and the text around it is left as it is.
import { describe, expect, it } from 'vitest';
import { countedPages, fillCounts, toolCount } from '../../codegen/count-regions.ts';
import { defaultContext, loadModel } from '../../codegen/index.ts';
import { ROOT } from '../helpers/stdio-client.ts';

describe('count regions', () => {
  it('fill read, write and all from the manifests, and touch nothing else', async () => {
    const model = await loadModel(defaultContext(ROOT));
    const [read, write] = [toolCount(model, 'read'), toolCount(model, 'write')];
    expect(read + write).toBe(model.tools.length);
    const stale = 'It has <!-- count:read -->1<!-- /count --> read, <!-- count:write --><!-- /count --> write and <!-- count:all -->99<!-- /count --> tools: 19 remain.\n';
    expect(fillCounts(stale, model)).toBe(
      `It has <!-- count:read -->${read}<!-- /count --> read, <!-- count:write -->${write}<!-- /count --> write and <!-- count:all -->${model.tools.length}<!-- /count --> tools: 19 remain.\n`,
    );
  });

  it('are found in README.md and the hand-written docs pages', async () => {
    const pages = [...(await countedPages(ROOT, await loadModel(defaultContext(ROOT)), ['en/tools', 'es/tools'])).keys()];
    expect(pages).toEqual(expect.arrayContaining(['README.md', 'docs/en/index.md', 'docs/es/index.md', 'docs/en/demo.md', 'docs/es/demo.md']));
  });
});

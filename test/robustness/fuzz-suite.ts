// The fuzzing suite shared by the read and write files: for each tool, arbitrary JSON arguments and
// near-valid ones (its docs example with one thing changed), through one real server over stdio. Every
// answer must be judged acceptable (judge.ts) and no write may reach YNAB (fuzz-server.ts).
import fc from 'fast-check';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { defaultContext, loadModel } from '../../codegen/index.ts';
import { definitions } from '../../generated/registry.ts';
import type { ToolDefinition } from '../../src/mcp/tool-definition.ts';
import { ROOT } from '../helpers/paths.ts';
import type { Era } from '../helpers/test-client.ts';
import { arbitraryArgs, describe as show, nearValidArgs } from './fuzz-args.ts';
import { startFuzzServer, type FuzzServer } from './fuzz-server.ts';

/** Runs per tool and flavour; FUZZ_RUNS and FUZZ_SEED override them for a longer hunt. */
const RUNS = Number(process.env.FUZZ_RUNS ?? 30);
const SEED = Number(process.env.FUZZ_SEED ?? 20260925);

export function fuzzSuite(kind: ToolDefinition['kind'], era: Era): void {
  const tools = definitions.filter((d) => d.kind === kind);
  describe(`fuzzing every ${kind} tool over stdio (${era} era)`, () => {
    let server: FuzzServer;
    const examples = new Map<string, Record<string, unknown>>();
    beforeAll(async () => {
      for (const tool of (await loadModel(defaultContext(ROOT))).tools)
        examples.set(tool.name, tool.example.arguments as Record<string, unknown>);
      server = await startFuzzServer(era);
    });
    afterAll(async () => {
      console.log(
        `fuzz ${kind} tools: ${JSON.stringify(server.tally)}, ${server.fake.requestCount} YNAB requests, ${server.spawns} server process(es)`,
      );
      await server.close();
    });

    const check = async (definition: ToolDefinition, args: unknown, change: string) => {
      const verdict = await server.call(definition, args);
      if (verdict.kind === 'problem') throw new Error(`${definition.name}, ${change}: ${verdict.problem}`);
    };

    for (const definition of tools) {
      it(`${definition.name}: arbitrary JSON arguments`, async () => {
        await fc.assert(
          fc.asyncProperty(arbitraryArgs(definition), (args) => check(definition, args, `arguments ${show(args)}`)),
          { numRuns: RUNS, seed: SEED },
        );
      });
      it(`${definition.name}: its docs example with one thing changed`, async () => {
        await fc.assert(
          fc.asyncProperty(nearValidArgs(definition, examples.get(definition.name)!), ({ change, args }) =>
            check(definition, args, change),
          ),
          { numRuns: RUNS, seed: SEED },
        );
      });
    }
  });
}

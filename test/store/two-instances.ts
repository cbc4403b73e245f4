// A PostgreSQL the store test file starts, and two pools on its database that stand for two instances of one
// deployment: opened before the file's tests, closed and stopped after them.
import { openDatabase, type Pool } from '../../src/store/pg/database.ts';
import { perSuite } from '../helpers/lifetimes.ts';
import { startPostgres, type TestPostgres } from '../helpers/postgres.ts';

export interface TwoInstances {
  readonly postgres: TestPostgres;
  readonly one: Pool;
  readonly two: Pool;
}

export function twoInstances(): TwoInstances {
  const started = perSuite(
    'twoInstances',
    async () => {
      const postgres = await startPostgres();
      try {
        return { postgres, pools: await Promise.all([openDatabase({ url: postgres.url }), openDatabase({ url: postgres.url })]) };
      } catch (error) {
        await postgres.stop();
        throw error;
      }
    },
    async ({ postgres, pools }) => {
      await Promise.all(pools.map((pool) => pool.end()));
      await postgres.stop();
    },
  );
  return {
    get postgres() {
      return started().postgres;
    },
    get one() {
      return started().pools[0];
    },
    get two() {
      return started().pools[1];
    },
  };
}

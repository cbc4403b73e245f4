// Starts the update check with the process (when the configuration allows it) so its answer is ready,
// or its 1.5 s timeout spent, by the time the client's first message asks for the instructions.
import type { Config } from '../config.ts';
import type { Logger } from '../log.ts';
import { cacheFileFor, newerRelease, type UpdateCheckOptions } from './latest-version.ts';

export function startUpdateCheck(
  config: Pick<Config, 'updateCheck'>,
  log: Logger,
  running: string,
  home: string,
  overrides: Pick<UpdateCheckOptions, 'fetch' | 'now' | 'timeoutMs'> = {},
): Promise<string | undefined> {
  if (!config.updateCheck.enabled) return Promise.resolve(undefined);
  return newerRelease({ running, cacheFile: cacheFileFor(config.updateCheck.xdgCacheHome, home), ...overrides }).then((latest) => {
    if (latest !== undefined) log.warning('a newer avenir-mcp release exists', { latest, running });
    return latest;
  });
}

// Runs a journal fixture script in a real Node process (node --import tsx), as another server would.
import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..', '..');

export function runFixture(name: string, args: string[]): ChildProcessWithoutNullStreams {
  return spawn(process.execPath, ['--import', 'tsx', path.join(here, 'fixtures', name), ...args], {
    cwd: root,
    stdio: ['pipe', 'pipe', 'pipe'],
  });
}

/** Resolves with the first stdout line matching `pattern`; rejects if the child exits first. */
export function waitForLine(child: ChildProcessWithoutNullStreams, pattern: RegExp): Promise<RegExpMatchArray> {
  return new Promise((resolve, reject) => {
    let buffered = '';
    let stderr = '';
    const onData = (chunk: Buffer) => {
      buffered += chunk.toString('utf8');
      for (const line of buffered.split('\n').slice(0, -1)) {
        const match = line.match(pattern);
        if (match) {
          child.stdout.off('data', onData);
          child.off('exit', onExit);
          resolve(match);
          return;
        }
      }
      buffered = buffered.slice(buffered.lastIndexOf('\n') + 1);
    };
    const onErr = (chunk: Buffer) => {
      stderr += chunk.toString('utf8');
    };
    const onExit = (code: number | null) => reject(new Error(`fixture exited (${code}) before ${pattern}: ${stderr}`));
    child.stdout.on('data', onData);
    child.stderr.on('data', onErr);
    child.once('exit', onExit);
  });
}

export function exited(child: ChildProcessWithoutNullStreams): Promise<{ code: number | null; signal: NodeJS.Signals | null }> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve({ code: child.exitCode, signal: child.signalCode });
  return new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
}

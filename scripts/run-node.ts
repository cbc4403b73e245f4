// Runs a Node script as a child process and collects its output: the Inspector CLI and the conformance
// suite are both driven this way, killed when they overrun their time.
import { spawn } from 'node:child_process';

export interface Exited {
  code: number | null;
  stdout: string;
  stderr: string;
}

export function runNode(args: readonly string[], options: { cwd: string; timeoutMs: number }): Promise<Exited> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...args], { cwd: options.cwd, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
    const timer = setTimeout(() => child.kill('SIGKILL'), options.timeoutMs);
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}

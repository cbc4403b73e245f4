// The machine line of the benchmark report: CPU model, cores, Node version, OS, and how busy the machine
// was (the load average is read where the OS has one), so numbers from different runs can be compared.
import { cpus, loadavg, platform, release, arch, totalmem } from 'node:os';

export interface Machine {
  cpu: string;
  cores: number;
  node: string;
  os: string;
  memoryGb: number;
  /** 1-minute load average at the start, or undefined on Windows. */
  load: number | undefined;
}

export function machine(): Machine {
  const list = cpus();
  return {
    cpu: list[0]?.model.trim() ?? 'unknown CPU',
    cores: list.length,
    node: process.version,
    os: `${platform()} ${release()} ${arch()}`,
    memoryGb: Math.round(totalmem() / 1e9),
    load: platform() === 'win32' ? undefined : loadavg()[0],
  };
}

export const machineLine = (m: Machine): string =>
  `${m.cpu}, ${m.cores} cores, ${m.memoryGb} GB RAM, Node ${m.node}, ${m.os}${m.load === undefined ? '' : ` (load average ${m.load.toFixed(2)} at the start)`}`;

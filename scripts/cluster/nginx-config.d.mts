import type { ChildProcess } from "node:child_process";

export function nginxBinary(): string | null;
export function brotliAvailable(): boolean;
export type NginxConfigOptions = {
  prefix: string;
  listenPort: number;
  upstreams: string[];
  microCacheSeconds?: number;
  workerProcesses?: number;
  accessLog?: boolean;
  tls?: { port: number; certificate: string; key: string };
};
export function writeNginxConfig(options: NginxConfigOptions): string;
export function spawnNginx(prefix: string, configPath: string, log?: NodeJS.WritableStream): ChildProcess;
export function waitForFront(url: string, timeoutMs?: number): Promise<void>;

import type { ChildProcess } from "node:child_process";

export type Cluster = {
  /** nginx, e.g. http://127.0.0.1:3260 */
  frontUrl: string;
  /** Each app instance directly, in start order. */
  instanceUrls: string[];
  databaseUrl: string;
  redisUrl: string | null;
  workDir: string;
  logFile: string;
  instances: ChildProcess[];
  /** Starts instance `index` again (after it was killed) with the same port and environment. */
  restartInstance(index: number): Promise<ChildProcess>;
  stop(): Promise<void>;
};

export type ClusterOptions = {
  frontPort: number;
  instancePorts: number[];
  databaseUrl?: string;
  databaseName?: string;
  /** null: no Redis even when one answers locally. */
  redisUrl?: string | null;
  env?: Record<string, string>;
  microCacheSeconds?: number;
  say?: (line: string) => void;
  /** false: never build (the caller has a build). */
  build?: boolean;
};

export function startCluster(options: ClusterOptions): Promise<Cluster>;
export function freshDatabase(serverUrl: string, name: string): string;
export function answers(url: string, defaultPort: number): Promise<boolean>;
export function generateActionsKey(): string;

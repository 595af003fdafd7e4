export type StorageMode =
  { kind: "ok" } | { kind: "hang" } | { kind: "error"; status?: number; error?: string; message?: string };

export type StoredObject = { bytes: Buffer; contentType: string; cacheControl: string | undefined; id: string };
export type StorageRequest = {
  method: string;
  bucket: string;
  path: string | undefined;
  headers: Record<string, string | string[] | undefined>;
  size: number;
};

export type StorageServer = {
  url: string;
  serviceKey: string;
  bucket: string;
  /** Keyed "bucket/path". */
  objects: Map<string, StoredObject>;
  requests: StorageRequest[];
  setMode(mode: StorageMode, options?: { times?: number }): void;
  close(): Promise<void>;
};

export const DEFAULT_SERVICE_ROLE_KEY: string;
export const DEFAULT_BUCKET: string;
export function startStorageServer(options?: {
  port?: number;
  host?: string;
  serviceKey?: string;
  buckets?: string[];
}): Promise<StorageServer>;

/** How the next generations answer; `{ kind: "ok" }` returns a PNG as base64. */
export type ImageApiMode =
  | { kind: "ok" }
  | { kind: "url" }
  | { kind: "empty" }
  | { kind: "hang" }
  | { kind: "malformed" }
  | { kind: "error"; status?: number; message: string; type?: string; code?: string };

export type ImageApiRequest = {
  headers: Record<string, string | string[] | undefined>;
  body: Record<string, unknown> | null;
};

export type ImageApiServer = {
  url: string;
  baseUrl: string;
  apiKey: string;
  requests: ImageApiRequest[];
  setMode(mode: ImageApiMode, options?: { times?: number }): void;
  image: Buffer;
  close(): Promise<void>;
};

export const DEFAULT_IMAGE_API_KEY: string;
export function startImageApiServer(options?: {
  port?: number;
  host?: string;
  apiKey?: string;
}): Promise<ImageApiServer>;

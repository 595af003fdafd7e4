import type { IncomingMessage, ServerResponse } from "node:http";

export function readBody(request: IncomingMessage): Promise<Buffer>;
export function parseJson(body: string | Buffer): unknown;
export function sendJson(response: ServerResponse, status: number, body: unknown, contentType?: string): void;
export function startTestHttpServer(
  handle: (request: IncomingMessage, response: ServerResponse) => unknown,
  options?: { port?: number; host?: string },
): Promise<{ url: string; close(): Promise<void> }>;

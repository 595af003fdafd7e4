// Where this process's own server listens, for work a timer must do inside a request of its own (the payment expiry
// sweep). Set by server.ts once it listens; kept on globalThis because server.ts and the app's bundles each load
// their own copy of this module. Unset under `next dev`.
const globalForOrigin = globalThis as typeof globalThis & { matchaGlowOwnOrigin?: string };

export function rememberOwnOrigin(hostname: string, port: number): void {
  const host = hostname === "0.0.0.0" || hostname === "::" ? "127.0.0.1" : hostname;
  globalForOrigin.matchaGlowOwnOrigin = `http://${host.includes(":") ? `[${host}]` : host}:${port}`;
}

export function ownOrigin(): string | undefined {
  return globalForOrigin.matchaGlowOwnOrigin;
}

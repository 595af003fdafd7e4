import type { IncomingMessage, ServerResponse } from "node:http";

/** How the next answers fail; "ok" serves the rates. */
export type RateSourceMode = "ok" | "down" | "hang" | "malformed" | "no-aed" | "non-numeric";

export type RateSourceServer = {
  url: string;
  /** The URL to give EXCHANGE_RATES_PRIMARY_URL or EXCHANGE_RATES_FALLBACK_URL. */
  ratesUrl: string;
  readonly requests: number;
  setMode(mode: RateSourceMode): void;
  setRates(rates: Record<string, unknown>): void;
  close(): Promise<void>;
};

export const defaultAedRates: Record<string, number>;
export function startRateSourceServer(options?: {
  port?: number;
  host?: string;
  rates?: Record<string, unknown>;
}): Promise<RateSourceServer>;
export function createRateSource(options?: { rates?: Record<string, unknown> }): {
  handle(request: IncomingMessage, response: ServerResponse, pathname: string): boolean;
  readonly requests: number;
  setMode(mode: RateSourceMode): void;
  setRates(rates: Record<string, unknown>): void;
};

import type { GatewayTestState } from "./checkoutcom-server.mjs";

export type StripeServer = {
  url: string;
  apiBase: string;
  secretKey: string;
  webhookSecret: string;
  state: GatewayTestState & {
    refunds: Record<string, unknown>[];
    refundStatus: "succeeded" | "pending";
    refundWebhookTiming: "after" | "before";
  };
  close(): Promise<void>;
};
export function parseStripeForm(text: string): Record<string, unknown>;
export function stripeSignatureHeader(body: string, secret: string, timestamp?: number): string;
export function startStripeServer(options?: {
  port?: number;
  secretKey?: string;
  webhookSecret?: string;
  webhookUrl?: string;
}): Promise<StripeServer>;

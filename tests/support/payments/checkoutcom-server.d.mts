export type GatewayTestState = {
  webhookUrl: string | null;
  webhookTiming: "after" | "before" | "none";
  webhooks: { url: string; status: number; body: string }[];
  sessions: Map<string, Record<string, unknown>>;
};
export type CheckoutComServer = {
  url: string;
  apiBase: string;
  secretKey: string;
  webhookSecret: string;
  state: GatewayTestState & {
    payments: Map<string, Record<string, unknown>>;
    refundOutcome: "refunded" | "declined" | "held";
    refundWebhookTiming: "after" | "before";
    echoRefundReference: boolean;
  };
  close(): Promise<void>;
};
export function signCheckoutComBody(body: string, secret: string): string;
export function startCheckoutComServer(options?: {
  port?: number;
  secretKey?: string;
  webhookSecret?: string;
  webhookUrl?: string;
}): Promise<CheckoutComServer>;

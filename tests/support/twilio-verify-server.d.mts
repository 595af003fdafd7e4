export type SentVerification = { to: string; channel: string; locale: string; code: string; sentAt: Date };

export type TwilioVerifyServer = {
  url: string;
  accountSid: string;
  authToken: string;
  serviceSid: string;
  state: { sent: SentVerification[] };
  lastCodeFor(to: string): string | null;
  expire(to: string): void;
  close(): Promise<void>;
};
export function startTwilioVerifyServer(options?: {
  port?: number;
  accountSid?: string;
  authToken?: string;
  serviceSid?: string;
  lifetimeMs?: number;
}): Promise<TwilioVerifyServer>;

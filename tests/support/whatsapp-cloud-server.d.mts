export type SentTemplateMessage = { to: string; template: string; language: string; code: string; messageId: string };

export type WhatsAppCloudServer = {
  url: string;
  phoneNumberId: string;
  accessToken: string;
  sent: SentTemplateMessage[];
  lastCodeFor(to: string): string | null;
  close(): Promise<void>;
};
export function whatsAppSignature(body: string | Buffer, appSecret: string): string;
export function startWhatsAppCloudServer(options?: {
  port?: number;
  phoneNumberId?: string;
  accessToken?: string;
}): Promise<WhatsAppCloudServer>;

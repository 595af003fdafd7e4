import type { AddressInfo } from "node:net";
import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";

export type CapturedMail = { envelopeTo: string[]; parsed: ParsedMail };

/** A real SMTP server on a free loopback port that keeps every message it receives. */
export async function startSmtpTestServer(options: { failWith?: () => string | null } = {}) {
  const received: CapturedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const failure = options.failWith?.();
      if (failure) {
        stream.resume();
        stream.on("end", () => callback(Object.assign(new Error(failure), { responseCode: 451 })));
        return;
      }
      simpleParser(stream)
        .then((parsed) => {
          received.push({ envelopeTo: session.envelope.rcptTo.map((rcpt) => rcpt.address), parsed });
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

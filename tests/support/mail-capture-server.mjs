// The browser tests' mail server: a real SMTP server the shop sends to (SMTP_URL), and a small HTTP API the tests
// read the captured messages from. Started by playwright.config.ts beside the shop.
//
// Usage: node tests/support/mail-capture-server.mjs --smtp-port N --http-port M
//   GET  /messages?to=<address>  every message for that recipient, oldest first: { to, from, replyTo, subject, text, html, headers }
//                                (headers: the List-* lines, raw, keyed by lower-case name;
//                                attachments: { filename, contentType, size, contentBase64 } each)
//   GET  /__test/status          readiness probe
import { createServer } from "node:http";
import { parseArgs } from "node:util";
import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

const { values } = parseArgs({ options: { "smtp-port": { type: "string" }, "http-port": { type: "string" } } });
const messages = [];

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS"],
  logger: false,
  onData(stream, session, callback) {
    simpleParser(stream)
      .then((parsed) => {
        messages.push({
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
          from: parsed.from?.text ?? null,
          replyTo: parsed.replyTo?.text ?? null,
          subject: parsed.subject ?? "",
          text: parsed.text ?? "",
          html: typeof parsed.html === "string" ? parsed.html : null,
          headers: Object.fromEntries(
            parsed.headerLines
              .filter((line) => line.key.startsWith("list-"))
              .map((line) => [
                line.key,
                line.line
                  .slice(line.line.indexOf(":") + 1)
                  .replace(/\r\n\s+/g, " ")
                  .trim(),
              ]),
          ),
          attachments: parsed.attachments.map((file) => ({
            filename: file.filename ?? null,
            contentType: file.contentType,
            size: file.size,
            contentBase64: file.content.toString("base64"),
          })),
          receivedAt: new Date().toISOString(),
        });
        callback();
      })
      .catch(callback);
  },
});
// A shop killed mid-delivery (tests/e2e/crash-orders.spec.ts) resets its connection; without a listener that
// error would end this server and every later mail check of the run with it.
smtp.on("error", (error) => console.warn(`[mail-capture] SMTP connection error: ${error.code ?? error.message}`));
smtp.listen(Number(values["smtp-port"]), "127.0.0.1");

createServer((request, response) => {
  const url = new URL(request.url ?? "/", "http://localhost");
  response.setHeader("content-type", "application/json");
  if (url.pathname === "/__test/status") return response.end(JSON.stringify({ ok: true, count: messages.length }));
  if (url.pathname === "/messages") {
    const to = url.searchParams.get("to")?.toLowerCase();
    return response.end(JSON.stringify(to ? messages.filter((message) => message.to.includes(to)) : messages));
  }
  response.statusCode = 404;
  response.end("{}");
}).listen(Number(values["http-port"]), "127.0.0.1");

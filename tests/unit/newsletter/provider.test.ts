import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";

import { createNewsletterProvider, NewsletterProviderError } from "@/lib/newsletter/provider";

type Reply = { status: number; body: string } | "hang";
let reply: Reply = { status: 200, body: "{}" };
const received: Array<{ method?: string; contentType?: string; form: URLSearchParams }> = [];
let server: Server;
let url = "";

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let body = "";
    request.on("data", (chunk: Buffer) => (body += chunk.toString()));
    request.on("end", () => resolve(body));
  });
}

beforeAll(async () => {
  // A stand-in for the marketing provider's subscribe endpoint, answering whatever the test sets.
  server = createServer(async (request, response) => {
    received.push({
      method: request.method,
      contentType: request.headers["content-type"],
      form: new URLSearchParams(await readBody(request)),
    });
    if (reply === "hang") return;
    response.writeHead(reply.status, { "content-type": "text/plain" }).end(reply.body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/subscribe`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  received.length = 0;
});

// A generous timeout, so an answer that is merely slow on a loaded machine is never taken for none; only the test of a
// provider that never answers shortens it.
const provider = (timeoutMs = 10_000) => createNewsletterProvider({ url, listId: "LIST42", timeoutMs });

describe("marketing provider client", () => {
  test("posts the list id, the address and e-mail consent as a form, and an OK answer is a new subscription", async () => {
    reply = { status: 200, body: '{"success":true}' };
    await expect(provider().subscribe("layla@example.ae")).resolves.toBe("subscribed");
    expect(received).toHaveLength(1);
    expect(received[0]!.method).toBe("POST");
    expect(received[0]!.contentType).toContain("application/x-www-form-urlencoded");
    expect(Object.fromEntries(received[0]!.form)).toEqual({
      g: "LIST42",
      email: "layla@example.ae",
      $consent: "email",
    });
  });

  test.each([
    ["a text saying 'already'", { status: 200, body: "Email is Already subscribed" }],
    ["HTTP 409", { status: 409, body: "" }],
    ["a 400 whose text says already", { status: 400, body: '{"detail":"already on the list"}' }],
  ])("%s means already subscribed", async (_case, answer) => {
    reply = answer;
    await expect(provider().subscribe("layla@example.ae")).resolves.toBe("already_subscribed");
  });

  test("HTTP 500 is a failure", async () => {
    reply = { status: 500, body: "internal error" };
    await expect(provider().subscribe("layla@example.ae")).rejects.toThrow(NewsletterProviderError);
  });

  test("a provider that never answers fails after the time-out instead of holding the signup", async () => {
    reply = "hang";
    const started = Date.now();
    await expect(provider(300).subscribe("layla@example.ae")).rejects.toThrow(NewsletterProviderError);
    expect(Date.now() - started).toBeLessThan(3_000);
  });

  test("an unreachable provider is a failure", async () => {
    const closed = createNewsletterProvider({ url: "http://127.0.0.1:9/subscribe", listId: "LIST42", timeoutMs: 300 });
    await expect(closed.subscribe("layla@example.ae")).rejects.toThrow(NewsletterProviderError);
  });
});

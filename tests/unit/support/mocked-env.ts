import type { Env } from "@/lib/env";
import { startSmtpTestServer } from "@/tests/support/smtp-test-server";

type SmtpTestServer = Awaited<ReturnType<typeof startSmtpTestServer>>;

/**
 * Values that stand in for lib/env's in a test file that mocks it with
 *   jest.mock("@/lib/env", () => jest.requireActual("@/tests/unit/support/mocked-env").mockedEnvModule());
 * Read on every access, so a test may set them after the imports (e.g. the port of a server it started).
 */
export const envOverrides: Partial<Env> = {};

export function mockedEnvModule(): { env: Env } {
  const { env } = jest.requireActual<{ env: Env }>("@/lib/env");
  return {
    env: new Proxy(env, {
      get: (real, name) => (name in envOverrides ? envOverrides[name as keyof Env] : real[name as keyof Env]),
    }),
  };
}

/** An SMTP test server for the file, which lib/env's SMTP_URL points at; its inbox is emptied before each test. */
export function openSmtpServerForFile(options?: Parameters<typeof startSmtpTestServer>[0]): () => SmtpTestServer {
  let server: SmtpTestServer | undefined;
  beforeAll(async () => {
    server = await startSmtpTestServer(options);
    envOverrides.SMTP_URL = server.url;
  });
  afterAll(() => server?.close());
  beforeEach(() => {
    if (server) server.received.length = 0;
  });
  return () => {
    if (!server) throw new Error("the SMTP test server starts in beforeAll");
    return server;
  };
}

import { eq, sql } from "drizzle-orm";

import { outboxEmails } from "@/lib/db/schema";
import { enqueueMail } from "@/lib/mail/outbox";
import { readOutboxBacklog } from "@/lib/mail/outbox-backlog";
import { defineRateLimit } from "@/lib/rate-limit/limit";
import { shopMetrics } from "@/lib/metrics/registry";
import { openTestDatabaseForFile } from "@/tests/unit/support/mocked-request";

jest.mock("@/lib/db", () => jest.requireActual("@/tests/unit/support/mocked-request").mockedDbModule);

const db = openTestDatabaseForFile();

const message = (subject: string) => ({
  kind: "contact",
  to: "inbox@matchaglow.ae",
  subject,
  text: "Is it safe for sensitive skin?",
});

describe("the outbox backlog (readiness and /api/metrics)", () => {
  test("is empty with nothing waiting", async () => {
    expect(await readOutboxBacklog(db())).toEqual({ pending: 0, oldestAgeSeconds: 0 });
  });

  test("counts pending messages only and ages the oldest by the database's clock", async () => {
    const old = await enqueueMail(db(), message("an old one"));
    await enqueueMail(db(), message("a new one"));
    const sent = await enqueueMail(db(), message("a sent one"));
    await db()
      .update(outboxEmails)
      .set({ createdAt: sql`now() - interval '2 hours'` })
      .where(eq(outboxEmails.id, old!));
    await db()
      .update(outboxEmails)
      .set({ status: "sent", createdAt: sql`now() - interval '5 hours'` })
      .where(eq(outboxEmails.id, sent!));
    const backlog = await readOutboxBacklog(db());
    expect(backlog.pending).toBe(2);
    expect(backlog.oldestAgeSeconds).toBeGreaterThanOrEqual(7200);
    expect(backlog.oldestAgeSeconds).toBeLessThan(7260);
  });
});

test("a rate limit's refusal is counted under its name", async () => {
  const counted = async () =>
    (await shopMetrics().registry.getSingleMetric("shop_rate_limit_refusals_total")?.get())?.values.find(
      (value) => value.labels.limit === "counted-test",
    )?.value ?? 0;
  const limit = defineRateLimit({ name: "counted-test", points: 1, durationSeconds: 60 });
  expect(await limit.consume("203.0.113.20")).toEqual({ ok: true });
  expect((await limit.consume("203.0.113.20")).ok).toBe(false);
  expect((await limit.consume("203.0.113.20")).ok).toBe(false);
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(await counted()).toBe(2);
});

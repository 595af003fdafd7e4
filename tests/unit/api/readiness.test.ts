import {
  checkReadiness,
  OUTBOX_MAX_AGE_SECONDS,
  READINESS_PROBE_TIMEOUT_MS,
  readinessAnswer,
  type ReadinessProbes,
} from "@/lib/health/check-readiness";

const fresh = async () => ({ pending: 2, oldestAgeSeconds: 30 });
const answering: ReadinessProbes = { database: async () => {}, outbox: fresh };
const refused = async () => {
  throw new Error("connect ECONNREFUSED 10.0.0.5:5432 for user shop@example.com");
};
const hanging = () => new Promise<never>(() => {});

async function answerFor(probes: ReadinessProbes) {
  return readinessAnswer(await checkReadiness(probes));
}

beforeEach(() => jest.spyOn(console, "error").mockImplementation(() => {}));
afterEach(() => jest.restoreAllMocks());

describe("readiness", () => {
  test("answers 200 with the database and outbox when nothing else is configured", async () => {
    expect(await answerFor(answering)).toEqual({ status: 200, body: { database: "ok", outbox: "ok" } });
  });

  test("answers 200 naming Redis and SMTP when they are configured and answer", async () => {
    const probes = { ...answering, redis: async () => {}, smtp: async () => {} };
    expect(await answerFor(probes)).toEqual({
      status: 200,
      body: { database: "ok", outbox: "ok", redis: "ok", smtp: "ok" },
    });
  });

  test.each([
    [
      "the database is down",
      { database: refused, outbox: refused },
      { database: "error", outbox: "error", failed: ["database", "outbox"] },
    ],
    [
      "Redis refuses",
      { ...answering, redis: refused },
      { database: "ok", outbox: "ok", redis: "error", failed: ["redis"] },
    ],
    [
      "SMTP refuses",
      { ...answering, smtp: refused },
      { database: "ok", outbox: "ok", smtp: "error", failed: ["smtp"] },
    ],
    [
      "the oldest outbox message is over the limit while mail is configured",
      {
        ...answering,
        smtp: async () => {},
        outbox: async () => ({ pending: 1, oldestAgeSeconds: OUTBOX_MAX_AGE_SECONDS + 1 }),
      },
      { database: "ok", outbox: "stale", smtp: "ok", failed: ["outbox"] },
    ],
  ])("answers 503 naming the part when %s", async (_case, probes, body) => {
    const answer = await answerFor(probes as ReadinessProbes);
    expect(answer).toEqual({ status: 503, body });
    // The reason is logged, never answered: the endpoint is open to anyone.
    expect(JSON.stringify(answer)).not.toMatch(/ECONNREFUSED|10\.0\.0\.5|example\.com/);
  });

  test("an old outbox without SMTP is the shop's design (mail waits for it), not a failure", async () => {
    const probes = {
      ...answering,
      outbox: async () => ({ pending: 9, oldestAgeSeconds: 10 * OUTBOX_MAX_AGE_SECONDS }),
    };
    expect((await answerFor(probes)).status).toBe(200);
  });

  test("a hanging part fails after the probe time-out instead of holding the answer", async () => {
    jest.useFakeTimers();
    try {
      const answer = answerFor({ ...answering, database: hanging, redis: hanging, smtp: hanging });
      await jest.advanceTimersByTimeAsync(READINESS_PROBE_TIMEOUT_MS + 1);
      expect(await answer).toEqual({
        status: 503,
        body: { database: "error", outbox: "ok", redis: "error", smtp: "error", failed: ["database", "redis", "smtp"] },
      });
    } finally {
      jest.useRealTimers();
    }
  });

  test("the Redis probe is told to stop waiting at the time-out", async () => {
    jest.useFakeTimers();
    try {
      let signal: AbortSignal | undefined;
      const answer = checkReadiness({
        ...answering,
        redis: (given) => {
          signal = given;
          return hanging();
        },
      });
      await jest.advanceTimersByTimeAsync(READINESS_PROBE_TIMEOUT_MS + 1);
      await answer;
      expect(signal?.aborted).toBe(true);
    } finally {
      jest.useRealTimers();
    }
  });
});

import { z } from "zod";

import { byLocale } from "@/content/by-locale";
import { formInput } from "@/lib/actions/action-input";
import { defineAction, perClient, perEmail } from "@/lib/actions/define-action";
import { succeeded } from "@/lib/actions/action-result";
import type { RateLimit } from "@/lib/rate-limit/limit";
import { mockedRequest } from "@/tests/unit/support/mocked-request";

jest.mock("next/headers", () => jest.requireActual("@/tests/unit/support/mocked-request").mockedHeadersModule);

// Limits that record the keys they were counted under, and refuse the e-mail "slow@example.ae".
const counted: string[] = [];
const recordingLimit = (name: string): RateLimit =>
  ({
    consume: async (key: string) => {
      counted.push(`${name}:${key}`);
      return key === "slow@example.ae" ? { ok: false, retryAfterSeconds: 120 } : { ok: true };
    },
  }) as unknown as RateLimit;

const table = byLocale({
  en: { not_found: "We couldn't find that.", throttled: (seconds: number) => `Wait ${seconds / 60} minutes.` },
  ar: { not_found: "لم نجد ذلك.", throttled: (seconds: number) => `انتظر ${seconds / 60} دقائق.` },
});

const lookupAction = defineAction({
  name: "test/lookup",
  who: "anyone",
  read: formInput(["email", "password", "name"]),
  schema: z.object({ email: z.email("Enter an e-mail"), password: z.string(), name: z.string() }),
  limit: [perClient(recordingLimit("client")), perEmail(recordingLimit("email"), (input) => input.email)],
  refusals: table,
  keep: ["email", "name"],
  work: async ({ input, refuse }) =>
    input.name === "missing" ? refuse("not_found") : succeeded({ greeting: `Hello ${input.name}` }, "Found"),
});

const form = (entries: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(entries)) data.set(name, value);
  return data;
};

beforeEach(() => {
  counted.length = 0;
  mockedRequest.clientAddress = "203.0.113.9";
});

describe("an action answering the one result shape", () => {
  test("a success carries the work's data and message", async () => {
    const result = await lookupAction(null, form({ email: "a@example.ae", password: "pw", name: "Layla" }));

    expect(result).toEqual({ ok: true, data: { greeting: "Hello Layla" }, message: "Found" });
  });

  test("invalid entries come back with their field errors and the kept values, never the password", async () => {
    const result = await lookupAction(null, form({ email: "not an e-mail", password: "secret", name: "Layla" }));

    expect(result).toEqual({
      ok: false,
      code: "invalid",
      message: "Please correct the highlighted fields.",
      fieldErrors: { email: "Enter an e-mail" },
      values: { email: "not an e-mail", name: "Layla" },
    });
    expect(counted).toEqual([]);
  });

  test("limits are counted per client and per normalised e-mail, and the table words the wait", async () => {
    const result = await lookupAction(null, form({ email: "Slow@Example.ae", password: "pw", name: "Layla" }));

    expect(counted).toEqual(["client:203.0.113.9", "email:slow@example.ae"]);
    expect(result).toMatchObject({ ok: false, code: "throttled", message: "Wait 2 minutes." });
  });

  test("a refusal of the work is worded from the action's table in the form's language", async () => {
    const result = await lookupAction(
      null,
      form({ locale: "ar", email: "a@example.ae", password: "pw", name: "missing" }),
    );

    expect(result).toEqual({
      ok: false,
      code: "not_found",
      message: "لم نجد ذلك.",
      fieldErrors: {},
      values: { email: "a@example.ae", name: "missing" },
    });
  });

  test("an answer the spec says costs nothing gives back what the limit counted; any other keeps its count", async () => {
    const refunded: string[] = [];
    const limit = { ...recordingLimit("client"), refund: async (key: string) => void refunded.push(key) } as RateLimit;
    const finder = defineAction({
      name: "test/finder",
      who: "anyone",
      read: formInput(["name"]),
      limit: perClient(limit),
      work: async ({ values, refuse }) => (values.name === "known" ? succeeded({ found: true }) : refuse("invalid")),
      refundLimitWhen: (result) => result.ok,
    });

    expect(await finder(null, form({ name: "known" }))).toMatchObject({ ok: true });
    expect(await finder(null, form({ name: "guess" }))).toMatchObject({ ok: false });
    expect(counted).toEqual(["client:203.0.113.9", "client:203.0.113.9"]);
    expect(refunded).toEqual(["203.0.113.9"]);
  });

  test("a failure in the work is the generic message of the caller's language, logged once", async () => {
    const failing = defineAction({
      name: "test/failing",
      who: "anyone",
      read: formInput(["name"]),
      work: async () => {
        throw new Error("database away");
      },
    });
    const log = jest.spyOn(console, "error").mockImplementation(() => {});

    const result = await failing(null, form({ locale: "ar", name: "Layla" }));

    expect(result).toMatchObject({ ok: false, code: "unexpected", message: "حدث خطأ ما. يُرجى المحاولة مرة أخرى." });
    expect(result.ok || result.values).toEqual({ name: "Layla" });
    expect(log).toHaveBeenCalledTimes(1);
    log.mockRestore();
  });

  // A sign-in form: both entries missing is one message with no field marked; a used-up allowance marks the field it
  // is about; a wait learnt from another limiter is worded by the same table.
  const signInLike = defineAction({
    name: "test/sign-in-like",
    who: "anyone",
    read: formInput(["email", "password"]),
    schema: z.object({ email: z.email("Enter an e-mail"), password: z.string().min(1, "Enter the password") }),
    limit: perEmail(recordingLimit("email"), (input) => input.email),
    refusals: table,
    keep: ["email"],
    invalidAs: (_fieldErrors, { values }) =>
      !values.email && !values.password ? { code: "not_found", fieldErrors: {} } : "invalid",
    refusalFieldErrors: (code, { locale }) =>
      code === "throttled" ? { email: `${locale}: this address waits` } : undefined,
    work: async ({ input, refuse }) =>
      input.password === "busy" ? refuse("throttled", { retryAfterSeconds: 180 }) : succeeded(undefined, "In"),
  });

  test("invalidAs may answer another code with field errors of its own instead of the schema's", async () => {
    expect(await signInLike(null, form({ email: "", password: "" }))).toMatchObject({
      code: "not_found",
      message: "We couldn't find that.",
      fieldErrors: {},
    });
    expect(await signInLike(null, form({ email: "nope", password: "" }))).toMatchObject({
      code: "invalid",
      fieldErrors: { email: "Enter an e-mail", password: "Enter the password" },
    });
  });

  test("a pipeline refusal marks the fields the spec names, in the caller's language", async () => {
    const result = await signInLike(null, form({ locale: "ar", email: "slow@example.ae", password: "pw" }));

    expect(result).toMatchObject({
      code: "throttled",
      message: "انتظر 2 دقائق.",
      fieldErrors: { email: "ar: this address waits" },
    });
  });

  test("the work's own throttle names the wait it was given", async () => {
    expect(await signInLike(null, form({ email: "a@example.ae", password: "busy" }))).toMatchObject({
      code: "throttled",
      message: "Wait 3 minutes.",
      fieldErrors: {},
      values: { email: "a@example.ae" },
    });
  });
});

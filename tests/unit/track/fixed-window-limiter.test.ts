import { createFixedWindowLimiter } from "@/lib/rate-limit/fixed-window";

describe("createFixedWindowLimiter", () => {
  test("allows the limit per key and window, then refuses until a minute after the first attempt", () => {
    const limiter = createFixedWindowLimiter({ limit: 3, windowMs: 60_000 });
    const start = 1_000_000;
    expect([1, 2, 3, 4].map((second) => limiter.take("10.0.0.1", start + second * 1000))).toEqual([true, true, true, false]);
    // Someone else is not held back by the first address.
    expect(limiter.take("10.0.0.2", start + 5000)).toBe(true);
    expect(limiter.take("10.0.0.1", start + 60_999)).toBe(false);
    expect(limiter.take("10.0.0.1", start + 61_000)).toBe(true);
  });
});

import { hashPassword, verifyPassword } from "@/lib/auth/password-hash";

// These tests are about the production cost, so they run without the cheap cost the Jest setup asks for elsewhere.
const testCost = process.env.PASSWORD_HASH_COST;
beforeEach(() => {
  delete process.env.PASSWORD_HASH_COST;
});
afterAll(() => {
  process.env.PASSWORD_HASH_COST = testCost;
});

describe("password hashing", () => {
  test("a hash verifies its own password only, and the same password hashes differently each time", async () => {
    const [first, second] = await Promise.all([hashPassword("green tea leaves"), hashPassword("green tea leaves")]);
    expect(first).not.toBe(second);
    expect(first).toMatch(/^scrypt\$32768\$8\$3\$/);
    expect(await verifyPassword({ hash: first, password: "green tea leaves" })).toBe(true);
    expect(await verifyPassword({ hash: first, password: "green tea leaveS" })).toBe(false);
  });

  test("composed and decomposed accents are the same password", async () => {
    const hash = await hashPassword("caf\u00e9 au matcha");
    expect(await verifyPassword({ hash, password: "cafe\u0301 au matcha" })).toBe(true);
  });

  test.each(["", "not-a-hash", "scrypt$0$8$3$00$00", "bcrypt$1$2$3$aa$bb"])(
    "a malformed stored hash (%j) never verifies",
    async (hash) => {
      expect(await verifyPassword({ hash, password: "anything at all" })).toBe(false);
    },
  );

  test("hashing runs off the main thread: timers keep firing while it works", async () => {
    let ticks = 0;
    const timer = setInterval(() => ticks++, 5);
    await hashPassword("green tea leaves");
    clearInterval(timer);
    // A hash on the main thread would let no timer fire until it returned. How many fire depends on the machine's
    // load (a starved CI process fired 105 where 686 were due), so only "several" is asserted.
    expect(ticks).toBeGreaterThan(2);
  });

  test("the cheap test cost applies under NODE_ENV=test only, and hashes of either cost verify", async () => {
    process.env.PASSWORD_HASH_COST = "test";
    const cheap = await hashPassword("green tea leaves");
    expect(cheap).toMatch(/^scrypt\$1024\$8\$1\$/);
    jest.replaceProperty(process.env, "NODE_ENV", "production");
    try {
      const full = await hashPassword("green tea leaves");
      expect(full).toMatch(/^scrypt\$32768\$8\$3\$/);
      expect(await verifyPassword({ hash: cheap, password: "green tea leaves" })).toBe(true);
      expect(await verifyPassword({ hash: full, password: "green tea leaves" })).toBe(true);
    } finally {
      jest.restoreAllMocks();
    }
  });
});

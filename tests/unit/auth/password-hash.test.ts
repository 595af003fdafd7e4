import { hashPassword, verifyPassword } from "@/lib/auth/password-hash";

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

  test.each(["", "not-a-hash", "scrypt$0$8$3$00$00", "bcrypt$1$2$3$aa$bb"])("a malformed stored hash (%j) never verifies", async (hash) => {
    expect(await verifyPassword({ hash, password: "anything at all" })).toBe(false);
  });

  test("hashing runs off the main thread: timers keep firing while it works", async () => {
    let ticks = 0;
    const timer = setInterval(() => ticks++, 5);
    const started = Date.now();
    await hashPassword("green tea leaves");
    const elapsed = Date.now() - started;
    clearInterval(timer);
    // A hash on the main thread would let no timer fire until it returned.
    expect(ticks).toBeGreaterThanOrEqual(Math.floor(elapsed / 5 / 4));
    expect(ticks).toBeGreaterThan(2);
  });
});

import type { Db } from "@/lib/db";
import { fakeCookies, type CookieJar } from "@/tests/support/next-request-mocks";
import { createTestDb, type TestDb } from "@/tests/support/test-db";

/**
 * The database and request that code under test sees through the mocked `@/lib/db` and `next/headers`. A test file
 * opts in with (the factories run before the file's imports, so they fetch this module themselves):
 *   jest.mock("@/lib/db", () => jest.requireActual("@/tests/unit/support/mocked-request").mockedDbModule);
 *   jest.mock("next/headers", () => jest.requireActual("@/tests/unit/support/mocked-request").mockedHeadersModule);
 * Jest gives each test file its own copy of this module, so this state is per file.
 */
export const mockedDatabase: { current?: TestDb; failing: boolean } = { failing: false };

export const mockedRequest: {
  /** What server.ts derived from the socket; every per-client rate limit is keyed by it. */
  clientAddress: string;
  /** Further request headers, asked again on every headers() call (a forged X-Forwarded-For may change each time). */
  headers: () => Record<string, string>;
  cookies: CookieJar;
} = { clientAddress: "203.0.113.1", headers: () => ({}), cookies: new Map() };

export const mockedDbModule = {
  getDb: async (): Promise<Db> => {
    if (mockedDatabase.failing) throw new Error("database is down");
    if (!mockedDatabase.current) throw new Error("no test database: call openTestDatabaseForFile() in the test file");
    return mockedDatabase.current.db;
  },
};

export const mockedHeadersModule = {
  headers: async () =>
    new Headers({ ...mockedRequest.headers(), "x-shop-client-address": mockedRequest.clientAddress }),
  cookies: async () => fakeCookies(mockedRequest.cookies),
};

/**
 * Opens a migrated, empty database for the file (in-memory PGlite, or Postgres with TEST_DATABASE_URL), closes it
 * after the file, and heals a database a test made fail. Returns a getter for the open database.
 */
export function openTestDatabaseForFile(): () => Db {
  // Opening the database is the slow part of a data-test file; on a loaded 2-core machine it has taken 60 s.
  beforeAll(async () => {
    mockedDatabase.current = await createTestDb();
  }, 120_000);
  afterAll(async () => {
    await mockedDatabase.current?.close();
    mockedDatabase.current = undefined;
  });
  beforeEach(() => {
    mockedDatabase.failing = false;
  });
  return () => {
    if (!mockedDatabase.current) throw new Error("the test database opens in beforeAll");
    return mockedDatabase.current.db;
  };
}

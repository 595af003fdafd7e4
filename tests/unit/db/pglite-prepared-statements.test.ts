import { PGlite } from "@electric-sql/pglite";

import { prepareEachStatementOnce } from "@/lib/db/pglite-prepared-statements";

// The embedded database prepares each statement once, as postgres-js does on a server; answers, errors and
// transactions must be exactly what PGlite's own `query` gives.
let client: PGlite;
/** The same data behind PGlite's own `query`, to compare answers with. */
let plain: PGlite;

async function openItems() {
  const database = await PGlite.create("memory://");
  await database.exec(`
    create table items (id text primary key, quantity integer not null, price numeric(10, 2), seen_at timestamptz, tags text[]);
    insert into items values ('a', 1, 9.5, '2026-11-26T07:00:00Z', '{x,y}'), ('b', 2, null, null, null);
  `);
  return database;
}

const preparedNames = async () => (await client.query<{ name: string }>("select name from pg_prepared_statements order by name")).rows.map((row) => row.name);

beforeAll(async () => {
  [client, plain] = await Promise.all([openItems(), openItems()]);
  await prepareEachStatementOnce(client, 3);
}, 30_000);
afterAll(() => Promise.all([client.close(), plain.close()]));

const readItem = "select id, quantity, price, seen_at, tags from items where id = $1";

test("a statement run again is bound to the statement prepared the first time, with the same answer", async () => {
  const preparedBefore = await preparedNames();
  const first = await client.query(readItem, ["a"]);
  const again = await client.query(readItem, ["a"]);
  expect(first.rows).toEqual((await plain.query(readItem, ["a"])).rows);
  expect(again).toEqual(first);
  expect(first.rows).toEqual([expect.objectContaining({ id: "a", quantity: 1, seen_at: new Date("2026-11-26T07:00:00Z"), tags: ["x", "y"] })]);
  expect((await client.query(readItem, ["b"], { rowMode: "array" })).rows).toEqual((await plain.query(readItem, ["b"], { rowMode: "array" })).rows);
  // Three runs of the item read, one statement prepared for it.
  expect(await preparedNames()).toHaveLength(preparedBefore.length + 1);
});

test("changes report the rows they affected and are seen by the next read", async () => {
  const update = "update items set quantity = quantity + $1 where id = $2";
  expect((await client.query(update, [2, "b"])).affectedRows).toBe(1);
  expect((await client.query(update, [2, "b"])).affectedRows).toBe(1);
  expect((await client.query(update, [2, "nobody"])).affectedRows).toBe(0);
  expect((await client.query(readItem, ["b"])).rows[0]).toMatchObject({ quantity: 6 });
});

test("a refused statement fails as PGlite reports it, and the database carries on", async () => {
  const insert = "insert into items (id, quantity) values ($1, $2)";
  const refusal = await plain.query(insert, ["a", 1]).catch((error: unknown) => error);
  await expect(client.query(insert, ["a", 1])).rejects.toEqual(refusal);
  await expect(client.query(insert, ["a", 1])).rejects.toMatchObject({ code: "23505", query: insert, params: ["a", 1] });
  await expect(client.query("selec nothing")).rejects.toMatchObject({ code: "42601", query: "selec nothing" });
  expect((await client.query(insert, ["c", 1])).affectedRows).toBe(1);
});

test("a statement outside a transaction waits for the open one instead of running inside it", async () => {
  const count = async () => (await client.query<{ count: number }>("select count(*)::int as count from items")).rows[0]!.count;
  const before = await count();
  const events: string[] = [];
  let insideTransaction!: () => void;
  const started = new Promise<void>((resolve) => (insideTransaction = resolve));
  const transaction = client.transaction(async (tx) => {
    await tx.query("insert into items (id, quantity) values ('t', 1)");
    insideTransaction();
    await new Promise((resolve) => setTimeout(resolve, 50));
    events.push("transaction ends");
    await tx.rollback();
  });
  await started;
  const during = count().then((answer) => {
    events.push("count answered");
    return answer;
  });
  await transaction;
  expect(await during).toBe(before);
  expect(events).toEqual(["transaction ends", "count answered"]);
});

test("only the most recently used statements stay prepared", async () => {
  for (const id of ["a", "b"]) await client.query(`select quantity from items where id = '${id}'`);
  await client.query(readItem, ["a"]);
  // Three kept, at most: the oldest statements were closed as newer ones came.
  expect(await preparedNames()).toHaveLength(3);
  expect((await client.query(`select quantity from items where id = 'a'`)).rows).toEqual([{ quantity: 1 }]);
});

test("a statement whose table changed shape is prepared again", async () => {
  const everything = "select * from items where id = $1";
  expect(Object.keys((await client.query(everything, ["a"])).rows[0] as object)).not.toContain("note");
  await client.exec("alter table items add column note text default 'new'");
  expect((await client.query(everything, ["a"])).rows[0]).toMatchObject({ id: "a", note: "new" });
  expect((await client.query(everything, ["a"])).rows[0]).toMatchObject({ note: "new" });
});

test("a query's own parsers decide its types, and PGlite's parse every other type", async () => {
  // drizzle hands each query parsers that keep timestamps as text; integers and arrays are still PGlite's to parse.
  const options = { parsers: { 1184: (text: string) => `as text: ${text}` } };
  const first = await client.query(readItem, ["a"], options);
  expect(first.rows).toEqual((await plain.query(readItem, ["a"], options)).rows);
  expect(first.rows[0]).toMatchObject({ quantity: 1, tags: ["x", "y"], seen_at: expect.stringMatching(/^as text: 2026-11-26 07:00:00/) });
  // The same parsers object again, and a query without parsers afterwards, answer as PGlite does.
  expect((await client.query(readItem, ["a"], options)).rows).toEqual(first.rows);
  expect((await client.query(readItem, ["a"])).rows[0]).toMatchObject({ seen_at: new Date("2026-11-26T07:00:00Z") });
});

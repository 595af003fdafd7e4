import "server-only";

import type { PGlite, QueryOptions, Results } from "@electric-sql/pglite";

/** Distinct statement texts kept prepared; drizzle writes one text per query shape, so the app needs a few dozen. */
export const MAX_PREPARED_STATEMENTS = 200;

type Statement = { name: string; paramTypes: number[] };

/** Postgres's 'cached plan must not change result type' (after a table the statement reads was altered). */
const PLAN_CHANGED = "0A000";

/**
 * Gives embedded PGlite what postgres-js does on a server: each distinct statement is parsed and planned once per
 * database, then only bound and executed. PGlite's own `query` parses, describes and plans every statement again,
 * in six calls into WebAssembly (the planner also asks the file system for every table's size); the filled cart's
 * read took 0.7 ms that way and 0.18 ms prepared, on a page whose whole server time is about 6 ms.
 *
 * Only statements outside a transaction take this path (a transaction's own `query` is untouched), under the same
 * two locks `query` takes, so a statement never runs inside another request's open transaction. Anything this path
 * does not handle (a blob, explicit parameter types, a text Postgres refuses to prepare) goes through `query`, which
 * also reports errors exactly as before.
 */
export async function prepareEachStatementOnce(client: PGlite, maxStatements = MAX_PREPARED_STATEMENTS): Promise<void> {
  // Loaded with the database, not with this module: pages import lib/db without opening PGlite (lib/db/open.ts).
  const { parse, protocol } = await import("@electric-sql/pglite");
  const { serialize } = protocol;
  const plainQuery = client.query.bind(client);
  // Insertion order is recency order: a statement used again moves to the end, the oldest is closed first.
  const statements = new Map<string, Statement>();
  let named = 0;

  const exclusively = <T>(work: () => Promise<T>) => client._runExclusiveTransaction(() => client._runExclusiveQuery(work));
  const send = async (parts: Uint8Array[]) => (await client.execProtocol(Buffer.concat([...parts, serialize.sync()]), { syncToFs: false })).messages;

  async function prepare(text: string): Promise<Statement | null> {
    const name = `pglite_${(named += 1)}`;
    try {
      const described = await send([serialize.parse({ name, text, types: [] }), serialize.describe({ type: "S", name })]);
      return { name, paramTypes: parse.parseDescribeStatementResults(described) };
    } catch {
      return null;
    }
  }

  async function remember(text: string, statement: Statement) {
    statements.set(text, statement);
    if (statements.size <= maxStatements) return;
    const [oldestText, oldest] = statements.entries().next().value!;
    statements.delete(oldestText);
    await send([serialize.close({ type: "S", name: oldest.name })]);
  }

  // PGlite's parseResults copies its whole table of type parsers (over 300 entries) into a new object whenever a query
  // brings parsers of its own, as drizzle's every query does: 80 µs a query, more than the prepared read itself. The
  // query's parsers go in front of the shared table instead (a value's parser is looked up by type, so the
  // prototype answers every type the query does not name), once per parsers object drizzle hands in. PGlite adds the
  // array types it discovers to that same table in place (`refreshArrayTypes`), so the prototype sees them too.
  const parsersInFront = new WeakMap<object, PGlite["parsers"]>();
  function parsersFor(options?: QueryOptions): [PGlite["parsers"], QueryOptions | undefined] {
    if (!options?.parsers) return [client.parsers, options];
    let parsers = parsersInFront.get(options.parsers);
    if (!parsers) {
      parsers = Object.assign(Object.create(client.parsers) as PGlite["parsers"], options.parsers);
      parsersInFront.set(options.parsers, parsers);
    }
    return [parsers, { ...options, parsers: undefined }];
  }

  function values(params: unknown[], paramTypes: number[], options?: QueryOptions) {
    return params.map((value, index) => {
      if (value === null || value === undefined) return null;
      const type = paramTypes[index]!;
      const serializer = options?.serializers?.[type] ?? client.serializers[type];
      return serializer ? serializer(value) : String(value);
    });
  }

  /** The statement's result, or null where `query` must answer instead. */
  async function runPrepared(text: string, params: unknown[], options?: QueryOptions): Promise<Results | null> {
    let statement = statements.get(text);
    if (statement) statements.delete(text);
    else statement = (await prepare(text)) ?? undefined;
    if (!statement) return null;
    await remember(text, statement);
    try {
      const messages = await send([
        serialize.bind({ statement: statement.name, values: values(params, statement.paramTypes, options) }),
        serialize.describe({ type: "P" }),
        serialize.execute({}),
      ]);
      const [result] = parse.parseResults(messages, ...parsersFor(options));
      await client.syncToFs();
      return result!;
    } catch (error) {
      if ((error as { code?: string }).code === PLAN_CHANGED) {
        statements.delete(text);
        await send([serialize.close({ type: "S", name: statement.name })]);
        return null;
      }
      // As `query` reports a failed statement: the error carries the statement and its parameters.
      throw Object.assign(error as object, { query: text, params, queryOptions: options });
    }
  }

  client.query = (async (text: string, params: unknown[] = [], options?: QueryOptions) => {
    if (client.closed || options?.blob || options?.paramTypes) return plainQuery(text, params, options);
    await client.waitReady;
    return (await exclusively(() => runPrepared(text, params, options))) ?? plainQuery(text, params, options);
  }) as PGlite["query"];
}

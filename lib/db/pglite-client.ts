import "server-only";

import type { PGlite } from "@electric-sql/pglite";

/** The PGlite methods drizzle (queries, transactions, the migrator) and the shop call that run SQL. */
const STATEMENT_METHODS = new Set<PropertyKey>(["query", "exec", "transaction"]);

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * The PGlite instance as drizzle should see it: the same object, used only through its public methods, with one turn
 * of the event loop before each statement or transaction.
 *
 * Why: PGlite runs each statement on this thread and resolves it as a microtask, so without the turn a request ran
 * all its statements without the event loop turning once, and under load one turn of the loop carried every
 * in-flight request whole (0.5 to 1.6 s measured with 50 connections). Node accepts one new connection per turn
 * (libuv 1.45+), so new connections then waited in the accept queue for tens of seconds (`npm run load` time-outs on
 * PGlite only). A turn before each statement, before PGlite's own lock is taken, turns the loop as often as a
 * network database's round trips do. PGlite itself still runs one statement (or one transaction) at a time.
 *
 * A wrapper, not a patch: the instance is left as published, and the Proxy forwards every other property to it.
 */
export function yieldingBeforeEachStatement(client: PGlite): PGlite {
  return new Proxy(client, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property, target);
      if (typeof value !== "function") return value;
      const method = value as (...args: unknown[]) => unknown;
      if (!STATEMENT_METHODS.has(property)) return method.bind(target);
      return async (...args: unknown[]) => {
        await nextTurn();
        return method.apply(target, args);
      };
    },
  });
}

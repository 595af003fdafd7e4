import "server-only";

import { getTableName, sql, type AnyColumn, type Table } from "drizzle-orm";

import { orders, returns } from "@/lib/db/schema";

/**
 * A column with its table's name. Drizzle leaves columns unqualified in the select list of a one-table query, where
 * `order_id = id` inside the subquery would compare two columns of returns.
 */
const qualified = (table: Table, column: AnyColumn) => sql.raw(`"${getTableName(table)}"."${column.name}"`);

/** Whether a return of the order was refunded: the one status then reads "returned" (lib/orders/order-status.ts). */
export const orderWasReturned =
  sql<boolean>`exists (select 1 from ${returns} where ${qualified(returns, returns.orderId)} = ${qualified(orders, orders.id)} and ${qualified(returns, returns.state)} = 'refunded')`.mapWith(
    Boolean,
  );

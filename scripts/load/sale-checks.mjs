// What a sale day must leave behind, read straight from the shop's Postgres database after the crowd has gone: each
// order the crowd was told was placed exists once, none it was told was refused exists, stock fell by exactly the
// units sold, invoice numbers have no gap, and every order's confirmation e-mail is in the outbox, none given up.

/** The units on the shelves of every product (bundles hold no stock of their own). */
export async function productStock(sql) {
  const [row] = await sql`select coalesce(sum(stock), 0)::int as units from catalogue_entries where kind = 'product'`;
  return row.units;
}

/** Gives every product `units` on the shelf, so the crowd never sells out and the stock check has a known start. */
export async function stockTheShelves(sql, units) {
  await sql`update catalogue_entries set stock = ${units}, low_stock_threshold = null where kind = 'product'`;
}

/** An owner code the crowd applies on /cart: 10 % off, no limits. */
export async function createSaleCode(sql, code) {
  await sql`insert into shop_discount_codes (code, kind, value) values (${code}, 'percent', 10)`;
}

/**
 * @param {{ placed: { email: string, token: string, units: number }[], refusedEmails: string[],
 *   unansweredEmails: string[], stockBefore: number }} crowd
 * @returns {Promise<string[]>} one line per check that failed (empty when all hold)
 */
export async function checkSale(sql, crowd) {
  const problems = [];
  const orders = await sql`select id, email, public_token from orders where email like 'sale-%'`;
  const byEmail = Map.groupBy(orders, (order) => order.email);

  const lostOrDoubled = crowd.placed.filter(
    ({ email, token }) => byEmail.get(email)?.length !== 1 || byEmail.get(email)[0].public_token !== token,
  );
  if (lostOrDoubled.length > 0)
    problems.push(`${lostOrDoubled.length} orders the crowd was told were placed are missing or doubled`);
  const refusedButPlaced = crowd.refusedEmails.filter((email) => byEmail.has(email));
  if (refusedButPlaced.length > 0)
    problems.push(`${refusedButPlaced.length} orders the crowd was told were refused exist`);
  const doubled = [...byEmail.values()].filter((rows) => rows.length > 1);
  if (doubled.length > 0) problems.push(`${doubled.length} checkouts placed more than one order`);

  const [{ units }] = await sql`
    select coalesce(sum(order_items.quantity), 0)::int as units
    from order_items join orders on orders.id = order_items.order_id
    where orders.email like 'sale-%'`;
  const stockAfter = await productStock(sql);
  if (crowd.stockBefore - stockAfter !== units)
    problems.push(`stock fell by ${crowd.stockBefore - stockAfter} units, the orders hold ${units}`);

  const numbers = (await sql`select number from invoices where kind = 'invoice'`)
    .map(({ number }) => Number(number.replace(/^\D+/, "")))
    .sort((a, b) => a - b);
  const gaps = numbers.filter((number, index) => index > 0 && number !== numbers[index - 1] + 1);
  if (gaps.length > 0 || (numbers.length > 0 && numbers[0] !== 1))
    problems.push(`invoice numbers have gaps (first ${numbers[0]}, ${gaps.length} jumps)`);
  if (numbers.length !== orders.length)
    problems.push(`${numbers.length} invoices for ${orders.length} cash-on-delivery orders`);

  const [mail] = await sql`
    select
      count(*) filter (where outbox_emails.id is null)::int as missing,
      count(*) filter (where outbox_emails.status = 'failed')::int as failed,
      count(*) filter (where outbox_emails.status = 'sent')::int as sent
    from orders
    left join outbox_emails on outbox_emails.dedupe_key = 'order_confirmation:' || orders.id::text
    where orders.email like 'sale-%'`;
  if (mail.missing > 0) problems.push(`${mail.missing} orders have no confirmation e-mail in the outbox`);
  if (mail.failed > 0) problems.push(`${mail.failed} confirmation e-mails were given up`);

  return { problems, orders: orders.length, units, invoices: numbers.length, mailSent: mail.sent, stockAfter };
}

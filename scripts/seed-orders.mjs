// Seeds many cash-on-delivery orders (default 50,000) spread over the last year, with one line each and stages that
// fit their age, to measure the back office's dashboard at the size of a busy shop. Development and benchmarks only.
//   node scripts/seed-orders.mjs postgres://postgres@127.0.0.1:5432/shop_bench [count]
// The statement is shared with tests/unit/data/admin-dashboard-scale.test.ts, which times the dashboard on it.
import { pathToFileURL } from "node:url";

const products = [
  ["Matcha Clay Mask", 89],
  ["Matcha Glow Serum", 129],
  ["Matcha Cleansing Foam", 64],
  ["Matcha Ritual Bundle", 239],
];

/** One INSERT (orders, then their lines) for `count` orders numbered '#<prefix>-<n>'; plain SQL, no parameters. */
export function seedOrdersStatement(count, prefix = "S") {
  if (!Number.isInteger(count) || count < 1 || count > 1_000_000) throw new Error("count must be 1..1000000");
  if (!/^[A-Z0-9]{1,8}$/.test(prefix)) throw new Error("prefix must be 1-8 capital letters or digits");
  const titles = `array[${products.map(([title]) => `'${title}'`).join(",")}]`;
  const prices = `array[${products.map(([, price]) => price).join(",")}]`;
  return `
with seed as (
  select g, now() - random() * interval '365 days' as created_at, random() as r, g % ${products.length} as p, 1 + floor(random() * 2)::int as qty
  from generate_series(1, ${count}) g
), priced as (
  select seed.*, (${titles})[p + 1] as title, (${prices})[p + 1] as price,
    case when created_at < now() - interval '7 days'
      then case when r < 0.8 then 'delivered' when r < 0.9 then 'cancelled' else 'refused' end
      else case when r < 0.25 then 'placed' when r < 0.5 then 'confirmed' when r < 0.8 then 'shipped' else 'delivered' end
    end as stage
  from seed
), inserted as (
  insert into orders (source, order_number, public_token, email, customer_name, payment_method, lifecycle_stage, status, financial_status,
    fulfillment_status, subtotal_amount, total_amount, cash_collected_fils, cash_collected_at, created_at, updated_at)
  select 'local', '#${prefix}-' || g, md5('${prefix}' || g || random()::text), 'seed' || (g % 5000) || '@example.ae', 'Seed Shopper ' || (g % 5000),
    'cash_on_delivery', stage,
    case stage when 'delivered' then 'closed' when 'cancelled' then 'cancelled' when 'refused' then 'cancelled' else 'open' end,
    case stage when 'delivered' then 'paid' when 'cancelled' then 'voided' when 'refused' then 'voided' else 'pending' end,
    case stage when 'shipped' then 'fulfilled' when 'delivered' then 'fulfilled' when 'refused' then 'returned' else 'unfulfilled' end,
    price * qty, price * qty,
    case when stage = 'delivered' then price * qty * 100 end,
    case when stage = 'delivered' then least(created_at + interval '2 days', now()) end,
    created_at, created_at
  from priced
  returning id, order_number
)
insert into order_items (order_id, title, quantity, price, total_price)
select inserted.id, priced.title, priced.qty, priced.price, priced.price * priced.qty
from inserted join priced on inserted.order_number = '#${prefix}-' || priced.g`;
}

async function main() {
  const [url, countArgument = "50000"] = process.argv.slice(2);
  if (!url?.startsWith("postgres")) {
    console.error("usage: node scripts/seed-orders.mjs <postgres-url> [count]");
    process.exit(2);
  }
  const { default: postgres } = await import("postgres");
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  const started = performance.now();
  const prefix = `S${Date.now().toString(36).toUpperCase().slice(-6)}`;
  await sql.unsafe(seedOrdersStatement(Number(countArgument), prefix));
  await sql.unsafe("analyze orders; analyze order_items");
  console.log(`seeded ${countArgument} orders (#${prefix}-…) in ${Math.round(performance.now() - started)} ms`);
  await sql.end();
}

// Run as a command, not when the test imports the statement (no top-level await: Jest loads this as CommonJS).
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}

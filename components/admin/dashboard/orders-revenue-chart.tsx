import { adminDashboardMessages } from "@/content/messages/en/admin-dashboard";
import type { DailyFigures } from "@/lib/admin/dashboard/read-dashboard";
import { formatPrice } from "@/lib/currency/format-price";

const { chart: text } = adminDashboardMessages;

// The drawing's own coordinate system; the SVG scales to its container through viewBox.
const width = 720;
const height = 260;
const pad = { top: 16, right: 48, bottom: 44, left: 72 };
const plotWidth = width - pad.left - pad.right;
const plotHeight = height - pad.top - pad.bottom;

/** A round axis maximum (1, 2, 5 × 10ⁿ) at or above the largest value, so gridlines land on plain numbers. */
function niceCeiling(value: number): number {
  if (value <= 0) return 1;
  const magnitude = 10 ** Math.floor(Math.log10(value));
  return ([1, 2, 5, 10].find((step) => step * magnitude >= value) ?? 10) * magnitude;
}

const shortDay = (day: string) =>
  new Date(`${day}T12:00:00+04:00`).toLocaleDateString("en-GB", {
    day: "numeric",
    month: "short",
    timeZone: "Asia/Dubai",
  });
const aed = (fils: number) => formatPrice(fils / 100);

/**
 * Orders and revenue per day, drawn on the server as SVG: no chart library, no JavaScript. Screen readers get the
 * title and a one-sentence description; everyone can open the same figures as a table.
 */
export function OrdersRevenueChart({ daily }: { daily: DailyFigures[] }) {
  const days = daily.length;
  // At least AED 100, so each quarter's gridline is a whole figure (an empty chart read "0, 0, 1, 1, 1").
  const revenueMax = Math.max(100, niceCeiling(Math.max(...daily.map((d) => d.revenueFils / 100))));
  // Gridlines sit at quarters, so a maximum divisible by four keeps the order axis in whole orders.
  const ordersMax = Math.max(4, Math.ceil(niceCeiling(Math.max(...daily.map((d) => d.orders))) / 4) * 4);
  const slot = plotWidth / days;
  const x = (index: number) => pad.left + index * slot;
  const yRevenue = (fils: number) => pad.top + plotHeight - (fils / 100 / revenueMax) * plotHeight;
  const yOrders = (value: number) => pad.top + plotHeight - (value / ordersMax) * plotHeight;
  const totalOrders = daily.reduce((sum, d) => sum + d.orders, 0);
  const totalFils = daily.reduce((sum, d) => sum + d.revenueFils, 0);
  const busiest = daily.reduce((best, d) => (d.revenueFils > best.revenueFils ? d : best), daily[0]!);
  const best = busiest.revenueFils > 0 ? `${shortDay(busiest.day)}, ${aed(busiest.revenueFils)}` : text.noOrders;
  const ticks = [0, 0.25, 0.5, 0.75, 1];
  const labelEvery = days > 45 ? 14 : 7;
  const line = daily
    .map((d, index) => `${index === 0 ? "M" : "L"}${(x(index) + slot / 2).toFixed(1)},${yOrders(d.orders).toFixed(1)}`)
    .join(" ");

  return (
    <figure className="grid gap-3">
      {/* On a phone the chart keeps a readable size and scrolls sideways instead of shrinking its labels; the reversed
          flex row makes it open scrolled to its end, so the latest days (the ones an owner looks for) show first. */}
      <div className="flex flex-row-reverse overflow-x-auto">
        <svg
          viewBox={`0 0 ${width} ${height}`}
          role="img"
          aria-labelledby="chart-title chart-desc"
          className="h-auto w-full min-w-[560px] shrink-0"
          data-testid="orders-chart"
        >
          <title id="chart-title">{text.title(days)}</title>
          <desc id="chart-desc">{text.description(days, totalOrders, aed(totalFils), best)}</desc>
          {ticks.map((tick) => {
            const y = pad.top + plotHeight - tick * plotHeight;
            return (
              <g key={tick}>
                <line x1={pad.left} x2={width - pad.right} y1={y} y2={y} stroke="#e5e7eb" />
                <text x={pad.left - 6} y={y + 4} textAnchor="end" fontSize="13" fill="#4b5563">
                  {Math.round(revenueMax * tick).toLocaleString("en-US")}
                </text>
                <text x={width - pad.right + 6} y={y + 4} fontSize="13" fill="#4b5563">
                  {ordersMax * tick}
                </text>
              </g>
            );
          })}
          {daily.map((d, index) => (
            <rect
              key={d.day}
              x={x(index) + slot * 0.15}
              width={slot * 0.7}
              y={yRevenue(d.revenueFils)}
              height={pad.top + plotHeight - yRevenue(d.revenueFils)}
              fill="#3d6b45"
              opacity="0.85"
            >
              <title>{`${shortDay(d.day)}: ${aed(d.revenueFils)}, ${d.orders} ${d.orders === 1 ? "order" : "orders"}`}</title>
            </rect>
          ))}
          <path d={line} fill="none" stroke="#c2410c" strokeWidth="2" />
          {daily.map((d, index) =>
            index % labelEvery === (days - 1) % labelEvery ? (
              <text
                key={d.day}
                x={x(index) + slot / 2}
                y={height - pad.bottom + 16}
                textAnchor="middle"
                fontSize="13"
                fill="#4b5563"
              >
                {shortDay(d.day)}
              </text>
            ) : null,
          )}
          <text
            x={14}
            y={pad.top + plotHeight / 2}
            transform={`rotate(-90 14 ${pad.top + plotHeight / 2})`}
            textAnchor="middle"
            fontSize="14"
            fill="#111827"
          >
            {text.revenueAxis}
          </text>
          <text
            x={width - 8}
            y={pad.top + plotHeight / 2}
            transform={`rotate(90 ${width - 8} ${pad.top + plotHeight / 2})`}
            textAnchor="middle"
            fontSize="14"
            fill="#111827"
          >
            {text.ordersAxis}
          </text>
          <text x={pad.left + plotWidth / 2} y={height - 4} textAnchor="middle" fontSize="14" fill="#111827">
            {text.dayAxis}
          </text>
        </svg>
      </div>
      <figcaption className="text-muted-foreground flex flex-wrap gap-4 text-sm">
        <span className="inline-flex items-center gap-2">
          <span aria-hidden className="inline-block size-3 rounded-sm bg-[#3d6b45]" />
          {text.legendRevenue}
        </span>
        <span className="inline-flex items-center gap-2">
          <span aria-hidden className="inline-block h-0.5 w-4 bg-[#c2410c]" />
          {text.legendOrders}
        </span>
      </figcaption>
      <details className="text-sm">
        <summary className="cursor-pointer underline underline-offset-4">{text.tableSummary}</summary>
        <table className="mt-2 w-full max-w-md text-start" data-testid="orders-chart-table">
          <caption className="sr-only">{text.title(days)}</caption>
          <thead>
            <tr>
              <th scope="col" className="text-start">
                {text.day}
              </th>
              <th scope="col" className="text-end">
                {text.legendOrders}
              </th>
              <th scope="col" className="text-end">
                {text.legendRevenue}
              </th>
            </tr>
          </thead>
          <tbody>
            {daily.map((d) => (
              <tr key={d.day}>
                <th scope="row" className="text-start font-normal">
                  {d.day}
                </th>
                <td className="text-end">{d.orders}</td>
                <td className="text-end">{aed(d.revenueFils)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}

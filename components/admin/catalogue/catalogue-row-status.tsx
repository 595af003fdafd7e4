import { Badge } from "@/components/ui/badge";
import { adminCatalogueMessages as text } from "@/content/messages/en/admin-catalogue";
import type { CatalogueAdminRow } from "@/lib/admin/catalogue/load-catalogue-admin";
import { formatPrice } from "@/lib/currency/format-price";

/** What a row means for the shop right now: listed or hidden, stock, coming soon, and the computed savings. */
export function CatalogueRowStatus({ row }: { row: CatalogueAdminRow }) {
  const { figures } = row;
  const stock = figures.kind === "bundle" ? row.bundleAvailable : figures.stock;
  return (
    <p className="text-muted-foreground flex flex-wrap items-center gap-2 text-sm">
      <a href={row.href} className="underline underline-offset-4">
        {row.href}
      </a>
      {!figures.active ? <Badge variant="secondary">{text.status.hidden}</Badge> : null}
      {figures.comingSoon ? <Badge variant="secondary">{text.status.comingSoon}</Badge> : null}
      {stock === 0 ? <Badge variant="destructive">{text.status.soldOut}</Badge> : null}
      {figures.kind === "bundle" ? (
        <span>{text.status.bundleStock(row.bundleAvailable)}</span>
      ) : stock === null ? (
        <span>{text.status.uncounted}</span>
      ) : null}
      {row.waiting > 0 ? <span>{text.status.waiting(row.waiting)}</span> : null}
      {row.savings ? (
        <span>{text.status.savings(formatPrice(row.savings.amountFils / 100), row.savings.percent)}</span>
      ) : null}
    </p>
  );
}

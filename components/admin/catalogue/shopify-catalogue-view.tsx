import { AdminTable, cellClass } from "@/components/admin/admin-table";
import type { ShopifyCatalogueRow } from "@/lib/admin/catalogue/read-shopify-catalogue";
import { formatPrice } from "@/lib/currency/format-price";

const HEADERS = ["Product", "Handle", "Price", "Compare-at price", "Availability", "Variant id", "In Shopify"] as const;

const aed = (fils: number | null | undefined) => (fils == null ? "—" : formatPrice(fils / 100));

/**
 * The catalogue's commercial figures under the Shopify provider, read-only: Shopify owns them, so each row links
 * to the product in Shopify's admin, where the owner changes them (the shop follows through its webhooks).
 * Pass it `await readShopifyCatalogue()` from the page.
 */
export function ShopifyCatalogueView({ rows }: { rows: ShopifyCatalogueRow[] }) {
  return (
    <section aria-labelledby="shopify-catalogue" className="flex flex-col gap-3">
      <h2 id="shopify-catalogue" className="text-lg font-semibold">
        Prices and availability from Shopify
      </h2>
      <p className="text-muted-foreground text-sm">
        The shop sells through Shopify, so prices, stock and variants are changed in Shopify&apos;s admin; the pages
        update when Shopify reports the change. Names, descriptions and translations stay in the shop&apos;s content.
      </p>
      <AdminTable
        caption="Catalogue figures as Shopify reports them now"
        headers={HEADERS}
        empty="The catalogue has no products."
        rowCount={rows.length}
      >
        {rows.map((row) => (
          <tr key={row.handle}>
            <th scope="row" className={`${cellClass} text-start font-medium`}>
              {row.name}
              {row.problem ? <p className="text-destructive mt-1 text-xs font-normal">{row.problem}</p> : null}
            </th>
            <td className={cellClass}>
              <code>{row.handle}</code>
            </td>
            <td className={cellClass}>{aed(row.facts?.priceFils)}</td>
            <td className={cellClass}>{aed(row.facts?.compareAtPriceFils)}</td>
            <td className={cellClass}>{row.facts ? (row.facts.available ? "Available" : "Sold out") : "—"}</td>
            <td className={cellClass}>{row.facts ? <code className="break-all">{row.facts.variantId}</code> : "—"}</td>
            <td className={cellClass}>
              {row.adminUrl ? (
                <a
                  href={row.adminUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="underline underline-offset-2"
                >
                  Edit {row.name} in Shopify<span className="sr-only"> (opens in a new tab)</span>
                </a>
              ) : (
                "—"
              )}
            </td>
          </tr>
        ))}
      </AdminTable>
    </section>
  );
}

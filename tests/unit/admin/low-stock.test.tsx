/** @jest-environment jsdom */
import { render, screen, within } from "@testing-library/react";

import { LowStock } from "@/components/admin/dashboard/low-stock";

describe("the dashboard's low-stock panel", () => {
  it("names each product with what is left, sold out in words, and links to where stock is edited", () => {
    render(
      <LowStock
        items={[
          { id: "collagen-essence", stock: 0, threshold: null },
          { id: "matcha-clay-mask", stock: 3, threshold: 5 },
        ]}
      />,
    );
    const rows = within(screen.getByTestId("low-stock")).getAllByRole("row").slice(1);
    expect(rows.map((row) => row.textContent)).toEqual(["Collagen EssenceSold out–", "Matcha Clay Mask35"]);
    expect(screen.getByRole("link", { name: "Edit stock in the catalogue" })).toHaveAttribute(
      "href",
      "/admin/catalogue",
    );
  });

  it("says so when nothing runs low", () => {
    render(<LowStock items={[]} />);
    expect(screen.getByText("Nothing is running low.")).toBeInTheDocument();
    expect(screen.queryByTestId("low-stock")).toBeNull();
  });
});

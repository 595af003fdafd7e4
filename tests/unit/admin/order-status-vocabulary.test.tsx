/** @jest-environment jsdom */
import { render, screen, within } from "@testing-library/react";

import { OrderSearchForm } from "@/components/admin/orders/order-search-form";
import { OrdersTable } from "@/components/admin/orders/orders-table";
import type { AdminOrderListRow } from "@/lib/admin/orders/list-orders";

const base: AdminOrderListRow = {
  id: "1",
  orderNumber: "#1001",
  source: "local",
  paymentMethod: "cash_on_delivery",
  email: "layla@example.ae",
  customerName: "Layla Haddad",
  status: "closed",
  financialStatus: "paid",
  fulfillmentStatus: "fulfilled",
  lifecycleStage: "delivered",
  returned: false,
  phoneConfirmation: null,
  totalAmount: 104,
  currency: "AED",
  createdAt: new Date("2026-12-01T08:00:00Z"),
};

const statusCell = (orderNumber: string) => {
  const row = screen.getByRole("rowheader", { name: orderNumber }).closest("tr")!;
  const statusIndex = screen.getAllByRole("columnheader").findIndex((cell) => cell.textContent === "Status");
  return within(row.querySelectorAll<HTMLElement>("th, td")[statusIndex]!);
};

describe("one vocabulary for an order in the back office", () => {
  test("the list shows a shop order's one status (returned once a return was refunded), a Shopify order Shopify's words", () => {
    render(
      <OrdersTable
        total={3}
        rows={[
          base,
          { ...base, id: "2", orderNumber: "#1002", returned: true },
          { ...base, id: "3", orderNumber: "#7001", source: "shopify", lifecycleStage: null },
        ]}
      />,
    );
    expect(screen.queryByRole("columnheader", { name: "Fulfillment" })).not.toBeInTheDocument();
    expect(statusCell("#1001").getByText("Delivered and paid")).toBeInTheDocument();
    expect(statusCell("#1001").queryByText("Fulfilled")).not.toBeInTheDocument();
    expect(statusCell("#1002").getByText("Returned")).toBeInTheDocument();
    expect(statusCell("#7001").getByText("Paid")).toBeInTheDocument();
    expect(statusCell("#7001").getByText("Fulfilled")).toBeInTheDocument();
  });

  test("a cash order asked for its phone code says whether the shopper confirmed it, until it ships", () => {
    render(
      <OrdersTable
        total={3}
        rows={[
          {
            ...base,
            id: "4",
            orderNumber: "#1004",
            lifecycleStage: "placed",
            phoneConfirmation: "awaiting_confirmation",
          },
          {
            ...base,
            id: "5",
            orderNumber: "#1005",
            lifecycleStage: "confirmed",
            phoneConfirmation: "confirmed_by_phone",
          },
          { ...base, id: "6", orderNumber: "#1006", phoneConfirmation: "confirmed_by_phone" },
        ]}
      />,
    );
    expect(statusCell("#1004").getByText("Awaiting phone confirmation")).toBeInTheDocument();
    expect(statusCell("#1005").getByText("Confirmed by phone")).toBeInTheDocument();
    expect(statusCell("#1006").queryByText("Confirmed by phone")).not.toBeInTheDocument();
  });

  test("the filter offers the shop's statuses and its work queue, and Shopify's words only where Shopify's orders are", () => {
    const { rerender } = render(
      <OrderSearchForm current={{ q: undefined, page: 1, status: "refused" }} shopifyOrders={false} />,
    );
    const filter = screen.getByRole("combobox", { name: "Status" });
    expect(filter).toHaveValue("refused");
    const options = within(filter)
      .getAllByRole("option")
      .map((option) => option.textContent);
    for (const word of [
      "Placed",
      "Confirmed",
      "Shipped",
      "Delivered and paid",
      "Refused at the door",
      "Returned",
      "Cash to collect",
    ])
      expect(options).toContain(word);
    expect(options).not.toContain("Unfulfilled");
    rerender(<OrderSearchForm current={{ q: undefined, page: 1 }} shopifyOrders />);
    expect(
      within(screen.getByRole("group", { name: "Shopify orders" })).getByRole("option", { name: "Unfulfilled" }),
    ).toBeInTheDocument();
  });
});

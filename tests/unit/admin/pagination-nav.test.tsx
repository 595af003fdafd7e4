/** @jest-environment jsdom */
import { render, screen } from "@testing-library/react";

import { AdminNav } from "@/components/admin/admin-nav";
import { PaginationNav } from "@/components/admin/pagination-nav";

describe("PaginationNav", () => {
  test("keeps the search and filter when paging, and says where the admin is", () => {
    render(
      <PaginationNav
        path="/admin/orders"
        query={{ q: "layla@example.ae", status: "fulfilled" }}
        list={{ page: 2, pageCount: 3 }}
      />,
    );
    expect(screen.getByRole("link", { name: "Previous page" })).toHaveAttribute(
      "href",
      "/admin/orders?q=layla%40example.ae&status=fulfilled",
    );
    expect(screen.getByRole("link", { name: "Next page" })).toHaveAttribute(
      "href",
      "/admin/orders?q=layla%40example.ae&status=fulfilled&page=3",
    );
    expect(screen.getByText("Page 2 of 3")).toBeInTheDocument();
  });

  test("offers no previous link on the first page, no next link on the last, and nothing for a single page", () => {
    const { rerender } = render(<PaginationNav path="/admin/audit" list={{ page: 1, pageCount: 2 }} />);
    expect(screen.queryByRole("link", { name: "Previous page" })).toBeNull();
    expect(screen.getByRole("link", { name: "Next page" })).toHaveAttribute("href", "/admin/audit?page=2");
    rerender(<PaginationNav path="/admin/audit" list={{ page: 2, pageCount: 2 }} />);
    expect(screen.queryByRole("link", { name: "Next page" })).toBeNull();
    rerender(<PaginationNav path="/admin/audit" list={{ page: 1, pageCount: 1 }} />);
    expect(screen.queryByRole("navigation")).toBeNull();
  });
});

describe("AdminNav", () => {
  test("links every back-office section and marks the current one", () => {
    render(<AdminNav current="/admin/outbox" />);
    const nav = screen.getByRole("navigation", { name: "Shop operations" });
    expect(nav).toBeInTheDocument();
    expect(screen.getAllByRole("link").map((link) => link.getAttribute("href"))).toEqual([
      "/admin/orders",
      "/admin/catalogue",
      "/admin/reviews",
      "/admin/messages",
      "/admin/subscribers",
      "/admin/invoices",
      "/admin/outbox",
      "/admin/audit",
    ]);
    expect(screen.getByRole("link", { name: "Outbox" })).toHaveAttribute("aria-current", "page");
    expect(screen.getByRole("link", { name: "Orders" })).not.toHaveAttribute("aria-current");
  });
});

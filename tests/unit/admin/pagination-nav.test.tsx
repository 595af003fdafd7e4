/** @jest-environment jsdom */
import { existsSync } from "node:fs";
import { join } from "node:path";

import { render, screen, within } from "@testing-library/react";

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
  const sections = [
    "/admin",
    "/admin/orders",
    "/admin/customers",
    "/admin/returns",
    "/admin/catalogue",
    "/admin/discounts",
    "/admin/invoices",
    "/admin/reports",
    "/admin/reviews",
    "/admin/messages",
    "/admin/subscribers",
    "/admin/outbox",
    "/admin/audit",
    "/admin/image-generator",
    "/admin/image-cropper",
  ];

  test("the sidebar and the phone's menu link every back-office section and mark the current one", () => {
    render(<AdminNav current="/admin/outbox" />);
    for (const frame of [screen.getByTestId("admin-sidebar"), screen.getByTestId("admin-menu")]) {
      const nav = frame.tagName === "NAV" ? frame : within(frame).getByRole("navigation", { hidden: true });
      expect(nav).toHaveAccessibleName("Back office");
      const links = within(nav).getAllByRole("link", { hidden: true });
      expect(links.map((link) => link.getAttribute("href"))).toEqual(sections);
      expect(
        links.filter((link) => link.getAttribute("aria-current") === "page").map((link) => link.textContent),
      ).toEqual(["Outbox"]);
    }
    // The phone's menu is a <details>: it opens by keyboard and without JavaScript, and names where the owner is.
    expect(screen.getByText("Menu: Outbox").tagName).toBe("SUMMARY");
  });

  test("links only pages that exist", () => {
    for (const href of sections) expect(existsSync(join(process.cwd(), "app", href, "page.tsx"))).toBe(true);
  });
});

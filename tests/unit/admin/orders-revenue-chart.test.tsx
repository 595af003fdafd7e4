/** @jest-environment jsdom */
import { render, screen } from "@testing-library/react";

import { OrdersRevenueChart } from "@/components/admin/dashboard/orders-revenue-chart";

const week = (revenueFils: number[]) =>
  revenueFils.map((fils, index) => ({
    day: `2026-11-${String(index + 1).padStart(2, "0")}`,
    orders: 0,
    revenueFils: fils,
  }));

/** The revenue axis's figures, bottom to top (the left-hand labels). */
const revenueAxis = () =>
  [...screen.getByTestId("orders-chart").querySelectorAll("text[text-anchor='end']")].map((label) => label.textContent);

describe("the dashboard's orders and revenue chart", () => {
  it("an empty week's revenue axis reads in whole, distinct figures", () => {
    render(<OrdersRevenueChart daily={week([0, 0, 0, 0, 0, 0, 0])} />);
    expect(revenueAxis()).toEqual(["0", "25", "50", "75", "100"]);
  });

  it("a busy week's axis rises to a round figure above its best day", () => {
    render(<OrdersRevenueChart daily={week([0, 45_000, 12_000, 0, 0, 0, 0])} />);
    expect(revenueAxis()).toEqual(["0", "125", "250", "375", "500"]);
  });
});

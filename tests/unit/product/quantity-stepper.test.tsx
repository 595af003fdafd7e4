/** @jest-environment jsdom */
import { useState } from "react";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";

import { QuantityStepper } from "@/components/product/quantity-stepper";
import { policies } from "@/content/policies";

function Harness() {
  const [value, setValue] = useState(1);
  return <QuantityStepper value={value} onChange={setValue} />;
}

function setup() {
  render(<Harness />);
  return {
    user: userEvent.setup(),
    value: () => screen.getByRole("status", { name: "Quantity" }),
    minus: screen.getByRole("button", { name: "Decrease quantity" }),
    plus: screen.getByRole("button", { name: "Increase quantity" }),
  };
}

describe("QuantityStepper", () => {
  test("starts at 1 with the minus button disabled, and never goes below 1", async () => {
    const { user, value, minus } = setup();
    expect(value()).toHaveTextContent("1");
    expect(minus).toHaveAttribute("aria-disabled", "true");
    await user.click(minus);
    await user.click(minus);
    expect(value()).toHaveTextContent("1");
  });

  test("counts up to the per-line cap, says so, and back down to 1", async () => {
    const { user, value, minus, plus } = setup();
    for (let i = 0; i < 20; i += 1) await user.click(plus);
    expect(value()).toHaveTextContent(String(policies.cart.maxQuantityPerLine));
    expect(plus).toHaveAttribute("aria-disabled", "true");
    expect(plus).toHaveAccessibleDescription(`Up to ${policies.cart.maxQuantityPerLine} per order`);
    expect(minus).toHaveAttribute("aria-disabled", "false");
    await user.click(minus);
    expect(value()).toHaveTextContent(String(policies.cart.maxQuantityPerLine - 1));
  });

  test("works from the keyboard and keeps focus on minus at the minimum", async () => {
    const { user, value, minus, plus } = setup();
    plus.focus();
    await user.keyboard("{Enter}{Enter}");
    expect(value()).toHaveTextContent("3");
    minus.focus();
    await user.keyboard("{Enter}{Enter}{Enter}");
    expect(value()).toHaveTextContent("1");
    expect(minus).toHaveFocus();
  });
});

/** @jest-environment jsdom */
import { createRef } from "react";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";

import { Button } from "@/components/ui/button";
import { Slot } from "@/components/ui/slot";

describe("Slot (asChild)", () => {
  test("a Button asChild renders the link itself, with the button's classes and the link's own", () => {
    render(
      <Button asChild size="lg" className="w-full">
        <a href="https://checkout.example.com/pay" className="tracking-wide">
          Proceed to Checkout
        </a>
      </Button>,
    );
    const link = screen.getByRole("link", { name: "Proceed to Checkout" });
    expect(link).toHaveAttribute("href", "https://checkout.example.com/pay");
    expect(link).toHaveAttribute("data-slot", "button");
    expect(link.className).toContain("h-11");
    expect(link.className).toContain("w-full");
    expect(link.className).toContain("tracking-wide");
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
  });

  test("both click handlers run, the child's first; styles merge; the child's other props win", async () => {
    const calls: string[] = [];
    render(
      <Slot onClick={() => calls.push("slot")} style={{ color: "red", margin: 1 }} title="slot" aria-describedby="hint">
        <button type="button" onClick={() => calls.push("child")} style={{ color: "blue" }} title="child" aria-describedby="error">
          Apply
        </button>
      </Slot>,
    );
    const button = screen.getByRole("button", { name: "Apply" });
    await userEvent.click(button);
    expect(calls).toEqual(["child", "slot"]);
    expect(button).toHaveStyle({ color: "rgb(0, 0, 255)", margin: "1px" });
    expect(button).toHaveAttribute("title", "child");
    expect(button).toHaveAttribute("aria-describedby", "hint error");
  });

  test("a ref given to the slot and one on the child both reach the element", () => {
    const slotRef = createRef<HTMLElement>();
    const childRef = createRef<HTMLButtonElement>();
    render(
      <Slot ref={slotRef}>
        <button type="button" ref={childRef}>
          Zoom
        </button>
      </Slot>,
    );
    expect(slotRef.current).toBe(screen.getByRole("button", { name: "Zoom" }));
    expect(childRef.current).toBe(slotRef.current);
  });
});

/** @jest-environment jsdom */
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { toast } from "sonner";

import { TrackOrderForm } from "@/components/orders/track-order-form";
import { trackOrderAction } from "@/lib/actions/track-order";
import type { ActionResult } from "@/lib/actions/action-result";
import type { TrackedOrder } from "@/lib/orders/track-order-fields";
import { lookupResult } from "@/tests/support/order-lookup-fixture";

jest.mock("@/lib/actions/track-order", () => ({ trackOrderAction: jest.fn() }));
jest.mock("sonner", () => ({ toast: { success: jest.fn(), error: jest.fn() } }));

const action = jest.mocked(trackOrderAction);

const result = lookupResult({ shopify_order_number: "#1001" });

type Answer = ActionResult<TrackedOrder>;
const refused = (code: string, message: string, fieldErrors: Record<string, string> = {}): Answer => ({
  ok: false,
  code,
  message,
  fieldErrors,
  values: {},
});

async function lookUp(email: string, orderNumber: string) {
  const user = userEvent.setup();
  render(<TrackOrderForm />);
  if (email) await user.type(screen.getByLabelText("Email address"), email);
  if (orderNumber) await user.type(screen.getByLabelText("Order number"), orderNumber);
  await user.click(screen.getByRole("button", { name: "Track Order" }));
}

beforeEach(() => jest.clearAllMocks());

describe("TrackOrderForm", () => {
  test("sends both fields, says 'Order found!' and moves focus to the result heading", async () => {
    action.mockResolvedValue({ ok: true, message: "Order found!", data: { order: result, entries: {} } });
    await lookUp("Layla@Example.ae", "1001");

    const sent = action.mock.calls[0]![1];
    expect(sent.get("email")).toBe("Layla@Example.ae");
    expect(sent.get("orderNumber")).toBe("1001");
    expect(toast.success).toHaveBeenCalledWith("Order found!");
    expect(await screen.findByRole("heading", { name: "Order #1001" })).toHaveFocus();
    expect(screen.getByText("Order found!")).toBeInTheDocument();
  });

  test("while the lookup runs the button reads 'Looking up...' and cannot be pressed again", async () => {
    let finish: (state: Answer) => void = () => {};
    action.mockImplementation(() => new Promise((resolve) => (finish = resolve)));
    await lookUp("layla@example.ae", "#1001");

    expect(await screen.findByRole("button", { name: "Looking up..." })).toBeDisabled();
    finish(refused("not_found", "Order not found. Please check your email and order number."));
    expect(await screen.findByRole("button", { name: "Track Order" })).toBeEnabled();
  });

  test("an unknown pair shows the not-found message, announced and focused", async () => {
    const message = "Order not found. Please check your email and order number.";
    action.mockResolvedValue(refused("not_found", message));
    await lookUp("layla@example.ae", "#9999");

    expect(toast.error).toHaveBeenCalledWith(message);
    const shown = await screen.findByText(message);
    expect(shown).toHaveFocus();
    expect(shown.closest("[aria-live]")).not.toBeNull();
    expect(screen.queryByRole("heading", { name: /^Order #/ })).not.toBeInTheDocument();
  });

  test("field errors appear under their fields and the first one receives focus, without a toast", async () => {
    action.mockResolvedValue(
      refused("invalid", "Please correct the highlighted fields.", {
        email: "Please enter your email address",
        orderNumber: "Please enter your order number",
      }),
    );
    await lookUp("", "");

    expect(await screen.findByText("Please enter your email address")).toBeInTheDocument();
    expect(screen.getByText("Please enter your order number")).toBeInTheDocument();
    expect(screen.getByLabelText("Email address")).toHaveFocus();
    expect(screen.getByLabelText("Email address")).toHaveAttribute("aria-invalid", "true");
    expect(toast.error).not.toHaveBeenCalled();
  });

  test("a lookup that cannot reach the server says 'Failed to look up order'", async () => {
    action.mockRejectedValue(new Error("Failed to fetch"));
    await lookUp("layla@example.ae", "#1001");

    expect(await screen.findByText("Failed to look up order")).toBeInTheDocument();
    expect(toast.error).toHaveBeenCalledWith("Failed to look up order");
    expect(screen.getByLabelText("Email address")).toHaveValue("layla@example.ae");
  });

  test("a service failure shows the service's message", async () => {
    action.mockResolvedValue(refused("unexpected", "Error looking up order"));
    await lookUp("layla@example.ae", "#1001");
    expect(await screen.findByText("Error looking up order")).toBeInTheDocument();
    expect(toast.error).toHaveBeenCalledWith("Error looking up order");
  });
});

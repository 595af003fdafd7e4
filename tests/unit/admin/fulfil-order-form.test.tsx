/** @jest-environment jsdom */
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { toast } from "sonner";

import { FulfilOrderForm } from "@/components/admin/orders/fulfil-order-form";
import { fulfilOrderAction } from "@/lib/actions/admin/fulfil-order";

jest.mock("@/lib/actions/admin/fulfil-order", () => ({ fulfilOrderAction: jest.fn() }));
jest.mock("sonner", () => ({ toast: { success: jest.fn(), error: jest.fn() } }));

const orderId = "7f0c2a8e-4a39-4a8e-9c55-0d9f1b2c3d4e";

beforeEach(() => jest.clearAllMocks());

describe("FulfilOrderForm", () => {
  test("sends the order id with the tracking details and reports success", async () => {
    jest.mocked(fulfilOrderAction).mockResolvedValue({
      ok: true,
      message: "Order #1001 marked as fulfilled. The shipping e-mail is on its way.",
    });
    render(<FulfilOrderForm orderId={orderId} />);
    await userEvent.type(screen.getByLabelText("Carrier"), "Aramex");
    await userEvent.type(screen.getByLabelText("Tracking number"), "AX123");
    await userEvent.type(screen.getByLabelText("Tracking page (optional)"), "https://www.aramex.com/track/AX123");
    await userEvent.click(screen.getByRole("button", { name: "Mark fulfilled" }));

    const [, formData] = jest.mocked(fulfilOrderAction).mock.calls[0]!;
    expect(Object.fromEntries(formData.entries())).toEqual({
      orderId,
      trackingCompany: "Aramex",
      trackingNumber: "AX123",
      trackingUrl: "https://www.aramex.com/track/AX123",
    });
    expect(await screen.findByRole("status")).toHaveTextContent("Order #1001 marked as fulfilled.");
    expect(toast.success).toHaveBeenCalledWith("Order #1001 marked as fulfilled. The shipping e-mail is on its way.");
  });

  test("shows a refused URL under its field, marks it invalid and keeps what was typed", async () => {
    jest.mocked(fulfilOrderAction).mockResolvedValue({
      ok: false,
      code: "invalid",
      message: "Please correct the highlighted fields.",
      fieldErrors: { trackingUrl: "Please enter a web address starting with https:// or http://" },
      values: { trackingCompany: "Aramex", trackingNumber: "AX123", trackingUrl: "javascript:alert(1)" },
    });
    render(<FulfilOrderForm orderId={orderId} />);
    await userEvent.type(screen.getByLabelText("Carrier"), "Aramex");
    await userEvent.type(screen.getByLabelText("Tracking page (optional)"), "javascript:alert(1)");
    await userEvent.click(screen.getByRole("button", { name: "Mark fulfilled" }));

    const url = screen.getByLabelText("Tracking page (optional)");
    expect(await screen.findByText("Please enter a web address starting with https:// or http://")).toBeInTheDocument();
    expect(url).toHaveAttribute("aria-invalid", "true");
    expect(url).toHaveAccessibleDescription(expect.stringContaining("Please enter a web address"));
    expect(url).toHaveValue("javascript:alert(1)");
    expect(url).toHaveFocus();
    expect(screen.getByLabelText("Carrier")).toHaveValue("Aramex");
    expect(toast.error).toHaveBeenCalledWith("Please correct the highlighted fields.");
  });
});

/** @jest-environment jsdom */
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";

import { CancelCodOrderForm } from "@/components/admin/orders/cod-step-forms";
import { cancelCodOrderAction } from "@/lib/actions/admin/order-lifecycle";

jest.mock("@/lib/actions/admin/order-lifecycle", () => ({
  cancelCodOrderAction: jest.fn(),
  deliverCodOrderAction: jest.fn(),
}));
jest.mock("sonner", () => ({ toast: { success: jest.fn(), error: jest.fn() } }));

const orderId = "7f0c2a8e-4a39-4a8e-9c55-0d9f1b2c3d4e";

beforeEach(() => jest.clearAllMocks());

// Issue 32: "Cancel order" cancelled at once, e-mail and credit note included, with no second question.
describe("CancelCodOrderForm", () => {
  test("asks again before cancelling; 'Keep the order' sends nothing", async () => {
    render(<CancelCodOrderForm orderId={orderId} orderNumber="#1004" />);
    await userEvent.type(screen.getByLabelText("Reason (sent to the shopper)"), "Out of stock");
    await userEvent.click(screen.getByRole("button", { name: "Cancel order" }));

    expect(screen.getByRole("alertdialog")).toHaveTextContent("Cancel order #1004?");
    expect(cancelCodOrderAction).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole("link", { name: "Keep the order" }));
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
    expect(cancelCodOrderAction).not.toHaveBeenCalled();
  });

  test("'Yes, cancel the order' sends the order and the reason", async () => {
    jest.mocked(cancelCodOrderAction).mockResolvedValue({
      ok: true,
      message: "Order #1004 cancelled. The shopper's e-mail is on its way.",
    });
    render(<CancelCodOrderForm orderId={orderId} orderNumber="#1004" />);
    await userEvent.type(screen.getByLabelText("Reason (sent to the shopper)"), "Out of stock");
    await userEvent.click(screen.getByRole("button", { name: "Cancel order" }));
    await userEvent.click(screen.getByRole("button", { name: "Yes, cancel the order" }));

    const [, formData] = jest.mocked(cancelCodOrderAction).mock.calls[0]!;
    expect(Object.fromEntries(formData.entries())).toEqual({ orderId, reason: "Out of stock", confirmed: "yes" });
    expect(await screen.findByRole("status")).toHaveTextContent("Order #1004 cancelled.");
  });
});

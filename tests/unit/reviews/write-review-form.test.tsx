/** @jest-environment jsdom */
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { toast } from "sonner";

import { WriteReviewForm } from "@/components/reviews/write-review-form";
import { submitReviewAction } from "@/lib/actions/submit-review";
import type { ActionResult } from "@/lib/actions/action-result";
import type { ReviewFormData, ReviewOrder } from "@/lib/reviews/review-form-fields";

jest.mock("@/lib/actions/submit-review", () => ({ submitReviewAction: jest.fn() }));
jest.mock("sonner", () => ({ toast: { success: jest.fn(), error: jest.fn() } }));

const action = jest.mocked(submitReviewAction);
type ReviewResult = ActionResult<ReviewFormData>;
const text = "My skin feels calmer and brighter after three weeks of using the mask.";
const order: ReviewOrder = {
  orderNumber: "#1001",
  email: "layla@example.ae",
  lines: [
    { id: "41", name: "Matcha Clay Mask" },
    { id: "42", name: "The Matcha Ritual" },
  ],
};
const found: ReviewResult = { ok: true, data: { order } };
/** A refusal on step 2, the order's lines kept. */
const refusedOnStep2 = (code: string, message: string, rest: Partial<Extract<ReviewResult, { ok: false }>> = {}) =>
  ({ ok: false, code, message, fieldErrors: {}, values: {}, data: { order }, ...rest }) satisfies ReviewResult;

/** Step 1 answered with `order`'s lines. */
async function findOrder(user: ReturnType<typeof userEvent.setup>) {
  action.mockResolvedValueOnce(found);
  await user.type(screen.getByLabelText("Order number"), "#1001");
  await user.type(screen.getByLabelText("Email address"), "layla@example.ae");
  await user.click(screen.getByRole("button", { name: "Find my order" }));
  await screen.findByLabelText("Product purchased");
}

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText("Your name"), "Layla Haddad");
  await user.selectOptions(screen.getByLabelText("Product purchased"), "Matcha Clay Mask");
  await user.click(screen.getByRole("radio", { name: "4 stars" }));
  await user.type(screen.getByLabelText("Review title"), "Calm skin");
  await user.type(screen.getByLabelText("Your review"), text);
}

beforeEach(() => jest.clearAllMocks());

describe("WriteReviewForm", () => {
  test("the order number is upper-cased as it is typed", async () => {
    const user = userEvent.setup();
    render(<WriteReviewForm />);
    await user.type(screen.getByLabelText("Order number"), "#1001abc");
    expect(screen.getByLabelText("Order number")).toHaveValue("#1001ABC");
  });

  test("step 1 sends the order number and e-mail; step 2 offers only the order's lines and names the order", async () => {
    const user = userEvent.setup();
    render(<WriteReviewForm />);
    expect(screen.queryByLabelText("Product purchased")).not.toBeInTheDocument();
    await findOrder(user);
    expect(Object.fromEntries(action.mock.calls[0]![1].entries())).toEqual({
      orderNumber: "#1001",
      email: "layla@example.ae",
      locale: "en",
    });
    expect(screen.getAllByRole("option").map((option) => option.textContent)).toEqual([
      "Select a product",
      "Matcha Clay Mask",
      "The Matcha Ritual",
    ]);
    expect(screen.getByRole("status")).toHaveTextContent("Order #1001: choose the product you are reviewing.");
    expect(screen.getByRole("status")).toHaveFocus();
  });

  test("the review text counts its characters out of 500, past 500 too", async () => {
    const user = userEvent.setup();
    render(<WriteReviewForm />);
    await findOrder(user);
    expect(screen.getByText("0/500")).toBeInTheDocument();
    await user.type(screen.getByLabelText("Your review"), "Lovely mask");
    expect(screen.getByText("11/500")).toBeInTheDocument();
    expect(screen.getByLabelText("Your review")).toHaveAccessibleDescription("11 of 500 characters");
    await user.click(screen.getByLabelText("Your review"));
    await user.paste("x".repeat(495));
    expect(screen.getByText("506/500")).toBeInTheDocument();
  });

  test("field errors show under their fields, the first is focused, and each clears when its field is edited", async () => {
    const user = userEvent.setup();
    render(<WriteReviewForm />);
    await findOrder(user);
    action.mockResolvedValueOnce(
      refusedOnStep2("invalid", "Please correct the highlighted fields.", {
        fieldErrors: {
          productPurchased: "This product was not in this order. Please choose one of the products listed.",
          rating: "Please select a rating",
          reviewText: "Review must be at least 50 characters",
        },
        values: { orderNumber: "#1001", email: "layla@example.ae", reviewText: "Short" },
      }),
    );
    await user.click(screen.getByRole("button", { name: "Submit Review" }));

    const product = screen.getByLabelText("Product purchased");
    expect(
      await screen.findByText("This product was not in this order. Please choose one of the products listed."),
    ).toBeInTheDocument();
    expect(product).toHaveFocus();
    expect(product).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByRole("group", { name: "Rating" })).toHaveAccessibleDescription("Please select a rating");

    await user.selectOptions(product, "The Matcha Ritual");
    expect(
      screen.queryByText("This product was not in this order. Please choose one of the products listed."),
    ).not.toBeInTheDocument();
    await user.click(screen.getByRole("radio", { name: "2 stars" }));
    expect(screen.queryByText("Please select a rating")).not.toBeInTheDocument();
    await user.type(screen.getByLabelText("Your review"), "!");
    expect(screen.queryByText("Review must be at least 50 characters")).not.toBeInTheDocument();
  });

  test("'Submitting...' with a disabled button, then the success toast and an empty step 1", async () => {
    const user = userEvent.setup();
    render(<WriteReviewForm />);
    await findOrder(user);
    let finish: (result: ReviewResult) => void = () => {};
    action.mockImplementationOnce(() => new Promise((resolve) => (finish = resolve)));
    await fillIn(user);
    await user.click(screen.getByRole("radio", { name: "Maybe" }));
    await user.click(screen.getByRole("button", { name: "Submit Review" }));

    expect(await screen.findByRole("button", { name: "Submitting..." })).toBeDisabled();
    expect(Object.fromEntries(action.mock.calls[1]![1].entries())).toEqual({
      step: "review",
      orderNumber: "#1001",
      email: "layla@example.ae",
      customerName: "Layla Haddad",
      productPurchased: "41",
      rating: "4",
      reviewTitle: "Calm skin",
      reviewText: text,
      recommend: "maybe",
      // The page's language travels with the form, so the answer comes back in it.
      locale: "en",
    });

    finish({ ok: true, message: "Review Submitted Successfully!" });
    expect(await screen.findByRole("button", { name: "Find my order" })).toBeEnabled();
    expect(toast.success).toHaveBeenCalledWith("Review Submitted Successfully!", {
      description: "Thank you for your feedback. Your review will be published after verification.",
    });
    expect(screen.getByLabelText("Order number")).toHaveValue("");
    expect(screen.getByLabelText("Email address")).toHaveValue("");
    expect(screen.queryByLabelText("Product purchased")).not.toBeInTheDocument();
  });

  test("a duplicate review is refused with a clear message, keeping the entries and the order", async () => {
    const user = userEvent.setup();
    const message = "You have already reviewed this product for this order. Thank you!";
    render(<WriteReviewForm />);
    await findOrder(user);
    action.mockResolvedValueOnce(refusedOnStep2("duplicate", message, { values: { reviewText: text } }));
    await fillIn(user);
    await user.click(screen.getByRole("button", { name: "Submit Review" }));
    expect(toast.error).toHaveBeenCalledWith(message);
    expect(await screen.findByRole("alert")).toHaveTextContent(message);
    expect(screen.getByLabelText("Your review")).toHaveValue(text);
    expect(screen.getByLabelText("Product purchased")).toBeInTheDocument();
  });

  test("'Use another order' goes back to step 1 with the order number kept", async () => {
    const user = userEvent.setup();
    render(<WriteReviewForm />);
    await findOrder(user);
    action.mockResolvedValueOnce({ ok: true, data: { entries: { orderNumber: "#1001", email: "layla@example.ae" } } });
    await user.click(screen.getByRole("button", { name: "Use another order" }));
    expect(action.mock.calls[1]![1].get("changeOrder")).toBe("1");
    expect(await screen.findByLabelText("Order number")).toHaveValue("#1001");
    expect(screen.getByLabelText("Order number")).toHaveFocus();
  });

  test("a server that cannot be reached is reported, and nothing typed is lost", async () => {
    const user = userEvent.setup();
    render(<WriteReviewForm />);
    await findOrder(user);
    action.mockRejectedValueOnce(new Error("Failed to fetch"));
    await fillIn(user);
    await user.click(screen.getByRole("button", { name: "Submit Review" }));
    expect(toast.error).toHaveBeenCalledWith("An unexpected error occurred. Please try again.");
    expect(screen.getByLabelText("Review title")).toHaveValue("Calm skin");
    expect(screen.getByLabelText("Product purchased")).toBeInTheDocument();
  });
});

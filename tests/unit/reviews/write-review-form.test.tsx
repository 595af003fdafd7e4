/** @jest-environment jsdom */
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { toast } from "sonner";

import { WriteReviewForm } from "@/components/reviews/write-review-form";
import { reviewableProducts } from "@/content/reviewable-products";
import { submitReviewAction } from "@/lib/actions/submit-review";
import { initialReviewState, type ReviewState } from "@/lib/reviews/review-state";

jest.mock("@/lib/actions/submit-review", () => ({ submitReviewAction: jest.fn() }));
jest.mock("sonner", () => ({ toast: { success: jest.fn(), error: jest.fn() } }));

const action = jest.mocked(submitReviewAction);
const answer = (state: Partial<ReviewState>): ReviewState => ({ ...initialReviewState, ...state });
const text = "My skin feels calmer and brighter after three weeks of using the mask.";

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText("Order number"), "#1001");
  await user.type(screen.getByLabelText("Email address"), "layla@example.ae");
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
    render(<WriteReviewForm products={reviewableProducts} />);
    await user.type(screen.getByLabelText("Order number"), "#1001abc");
    expect(screen.getByLabelText("Order number")).toHaveValue("#1001ABC");
  });

  test("the review text counts its characters out of 500, past 500 too", async () => {
    const user = userEvent.setup();
    render(<WriteReviewForm products={reviewableProducts} />);
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
    action.mockResolvedValue(
      answer({
        outcome: "invalid",
        fieldErrors: { orderNumber: "Order number format is incorrect or order not found", rating: "Please select a rating", reviewText: "Review must be at least 50 characters" },
        values: { orderNumber: "#999", reviewText: "Short" },
      }),
    );
    render(<WriteReviewForm products={reviewableProducts} />);
    await user.click(screen.getByRole("button", { name: "Submit Review" }));

    const orderNumber = screen.getByLabelText("Order number");
    expect(await screen.findByText("Order number format is incorrect or order not found")).toBeInTheDocument();
    expect(orderNumber).toHaveFocus();
    expect(orderNumber).toHaveValue("#999");
    expect(orderNumber).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByRole("group", { name: "Rating" })).toHaveAccessibleDescription("Please select a rating");

    await user.type(orderNumber, "1");
    expect(screen.queryByText("Order number format is incorrect or order not found")).not.toBeInTheDocument();
    await user.click(screen.getByRole("radio", { name: "2 stars" }));
    expect(screen.queryByText("Please select a rating")).not.toBeInTheDocument();
    expect(screen.getByText("Review must be at least 50 characters")).toBeInTheDocument();
    await user.type(screen.getByLabelText("Your review"), "!");
    expect(screen.queryByText("Review must be at least 50 characters")).not.toBeInTheDocument();
  });

  test("'Submitting...' with a disabled button, then the success toast and an empty form", async () => {
    const user = userEvent.setup();
    let finish: (state: ReviewState) => void = () => {};
    action.mockImplementation(() => new Promise((resolve) => (finish = resolve)));
    render(<WriteReviewForm products={reviewableProducts} />);
    await fillIn(user);
    await user.click(screen.getByRole("radio", { name: "Maybe" }));
    await user.click(screen.getByRole("button", { name: "Submit Review" }));

    expect(await screen.findByRole("button", { name: "Submitting..." })).toBeDisabled();
    const sent = action.mock.calls[0]![1];
    expect(Object.fromEntries(sent.entries())).toEqual({
      orderNumber: "#1001",
      email: "layla@example.ae",
      customerName: "Layla Haddad",
      productPurchased: "matcha-clay-mask",
      rating: "4",
      reviewTitle: "Calm skin",
      reviewText: text,
      recommend: "maybe",
      // The page's language travels with the form, so the answer comes back in it.
      locale: "en",
    });

    finish(answer({ outcome: "submitted", message: "Review Submitted Successfully!" }));
    expect(await screen.findByRole("button", { name: "Submit Review" })).toBeEnabled();
    expect(toast.success).toHaveBeenCalledWith("Review Submitted Successfully!", { description: "Thank you for your feedback. Your review will be published after verification." });
    expect(screen.getByLabelText("Order number")).toHaveValue("");
    expect(screen.getByLabelText("Your review")).toHaveValue("");
    expect(screen.getByLabelText("Email address")).toHaveValue("");
    expect(screen.getByLabelText("Review title")).toHaveValue("");
    expect(screen.getByLabelText("Product purchased")).toHaveValue("");
    expect(screen.getByText("0/500")).toBeInTheDocument();
    expect(screen.getByRole("radio", { name: "4 stars" })).not.toBeChecked();
  });

  test("a duplicate review is refused with a clear message, keeping the entries", async () => {
    const user = userEvent.setup();
    const message = "You have already reviewed this product for this order. Thank you!";
    action.mockResolvedValue(answer({ outcome: "duplicate", message, values: { orderNumber: "#1001", reviewText: text } }));
    render(<WriteReviewForm products={reviewableProducts} />);
    await fillIn(user);
    await user.click(screen.getByRole("button", { name: "Submit Review" }));
    expect(toast.error).toHaveBeenCalledWith(message);
    expect(await screen.findByRole("alert")).toHaveTextContent(message);
    expect(screen.getByLabelText("Your review")).toHaveValue(text);
  });

  test("a server that cannot be reached is reported, and nothing typed is lost", async () => {
    const user = userEvent.setup();
    action.mockRejectedValue(new Error("Failed to fetch"));
    render(<WriteReviewForm products={reviewableProducts} />);
    await fillIn(user);
    await user.click(screen.getByRole("button", { name: "Submit Review" }));
    expect(toast.error).toHaveBeenCalledWith("An unexpected error occurred. Please try again.");
    expect(screen.getByLabelText("Review title")).toHaveValue("Calm skin");
  });
});

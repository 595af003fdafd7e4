/** @jest-environment jsdom */
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { toast } from "sonner";

import { NewsletterForm } from "@/components/newsletter/newsletter-form";
import { subscribeToNewsletterAction } from "@/lib/actions/newsletter";
import type { SignupResult } from "@/components/newsletter/signup-outcome";

jest.mock("@/lib/actions/newsletter", () => ({ subscribeToNewsletterAction: jest.fn() }));
jest.mock("sonner", () => ({ toast: { success: jest.fn(), info: jest.fn(), error: jest.fn() } }));

const action = jest.mocked(subscribeToNewsletterAction);
const answer = (state: {
  ok?: boolean;
  outcome: string;
  message?: string;
  code?: string | null;
  fieldErrors?: Record<string, string>;
  values?: Record<string, string>;
}): SignupResult =>
  state.outcome === "subscribed"
    ? { ok: true, message: state.message ?? "", data: { code: state.code ?? null } }
    : {
        ok: false,
        code: state.outcome === "error" ? "unexpected" : state.outcome,
        message: state.message ?? "",
        fieldErrors: state.fieldErrors ?? {},
        values: state.values ?? {},
      };

async function subscribe(email: string) {
  const user = userEvent.setup();
  render(<NewsletterForm />);
  if (email) await user.type(screen.getByLabelText("Email address"), email);
  await user.click(screen.getByRole("button", { name: "Subscribe" }));
  return user;
}

beforeEach(() => jest.clearAllMocks());

describe("NewsletterForm", () => {
  test("sends the address from the inline form, welcomes the reader and clears the field", async () => {
    action.mockResolvedValue(
      answer({ ok: true, outcome: "subscribed", message: "Welcome to Matcha Glow! 🌱", code: "MATCHA15-ABCDEFGH" }),
    );
    await subscribe("layla@example.ae");

    const sent = action.mock.calls[0]![1];
    expect(sent.get("email")).toBe("layla@example.ae");
    expect(sent.get("source")).toBe("inline");
    expect(toast.success).toHaveBeenCalledWith("Welcome to Matcha Glow! 🌱", {
      description: "You've successfully joined our newsletter. Check your email for your 15% off code!",
    });
    expect(screen.getByLabelText("Email address")).toHaveValue("");
    // The inline form points to the e-mail; the code is not printed on the page.
    expect(screen.queryByText(/MATCHA15-/)).not.toBeInTheDocument();
  });

  test("while subscribing the button reads 'Subscribing...' and a second submit is ignored", async () => {
    let finish: (state: SignupResult) => void = () => {};
    action.mockImplementation(() => new Promise((resolve) => (finish = resolve)));
    const user = await subscribe("layla@example.ae");

    const busy = await screen.findByRole("button", { name: "Subscribing..." });
    expect(busy).toBeDisabled();
    await user.type(screen.getByLabelText("Email address"), "{Enter}");
    expect(action).toHaveBeenCalledTimes(1);
    finish(answer({ ok: true, outcome: "subscribed" }));
    expect(await screen.findByRole("button", { name: "Subscribe" })).toBeEnabled();
  });

  test("an empty field is never sent", async () => {
    await subscribe("");
    expect(action).not.toHaveBeenCalled();
  });

  test("an address already on the list gets the spec's toast and stays in the field", async () => {
    action.mockResolvedValue(
      answer({ outcome: "already_subscribed", message: "You're already part of our community! 💚" }),
    );
    await subscribe("layla@example.ae");
    expect(toast.info).toHaveBeenCalledWith("You're already part of our community! 💚", {
      description: "This email is already subscribed to our newsletter.",
    });
    expect(toast.error).not.toHaveBeenCalled();
  });

  test("a failure, and a server that cannot be reached, show the failure toast and keep the entry", async () => {
    action.mockResolvedValueOnce(
      answer({ outcome: "error", message: "Oops! Something went wrong", values: { email: "layla@example.ae" } }),
    );
    const user = await subscribe("layla@example.ae");
    expect(toast.error).toHaveBeenLastCalledWith("Oops! Something went wrong", {
      description: "Please try again or contact us if the problem persists.",
    });
    expect(screen.getByLabelText("Email address")).toHaveValue("layla@example.ae");

    action.mockRejectedValueOnce(new TypeError("Failed to fetch"));
    await user.click(screen.getByRole("button", { name: "Subscribe" }));
    expect(toast.error).toHaveBeenCalledTimes(2);
    expect(screen.getByLabelText("Email address")).toHaveValue("layla@example.ae");
  });

  test("a rule the server refuses is shown under the field, tied to it, and the field is focused", async () => {
    action.mockResolvedValue(
      answer({
        outcome: "invalid",
        message: "Disposable email addresses are not allowed",
        fieldErrors: { email: "Disposable email addresses are not allowed" },
      }),
    );
    await subscribe("layla@mailinator.com");
    const field = screen.getByLabelText("Email address");
    expect(await screen.findByText("Disposable email addresses are not allowed")).toBeInTheDocument();
    expect(field).toHaveAccessibleDescription("Disposable email addresses are not allowed");
    expect(field).toHaveAttribute("aria-invalid", "true");
    expect(field).toHaveFocus();
    expect(field).toHaveValue("layla@mailinator.com");
    expect(toast.error).not.toHaveBeenCalled();
  });
});

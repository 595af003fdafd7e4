/** @jest-environment jsdom */
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { toast } from "sonner";

import { ContactForm } from "@/components/contact/contact-form";
import { sendContactMessageAction } from "@/lib/actions/contact";
import type { ActionResult } from "@/lib/actions/action-result";

jest.mock("@/lib/actions/contact", () => ({ sendContactMessageAction: jest.fn() }));
jest.mock("sonner", () => ({ toast: { success: jest.fn(), error: jest.fn() } }));

const action = jest.mocked(sendContactMessageAction);
const refused = (
  code: string,
  refusal: { message?: string; fieldErrors?: Record<string, string>; values?: Record<string, string> } = {},
): ActionResult<unknown> => ({ ok: false, code, message: "", fieldErrors: {}, values: {}, ...refusal });
const sent: ActionResult<unknown> = { ok: true, message: "Message sent successfully!" };

async function fillAndSend(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText("First name"), "Layla");
  await user.type(screen.getByLabelText("Last name"), "Haddad");
  await user.type(screen.getByLabelText("Email address"), "layla@example.ae");
  await user.type(screen.getByLabelText("Subject"), "Clay mask question");
  await user.type(screen.getByLabelText("Message"), "Is it gentle on sensitive skin?");
  await user.click(screen.getByRole("button", { name: "Send Message" }));
}

beforeEach(() => jest.clearAllMocks());

describe("ContactForm", () => {
  test("shows each field's error, focuses the first, and clears an error as soon as its field is edited", async () => {
    const user = userEvent.setup();
    action.mockResolvedValue(
      refused("invalid", {
        fieldErrors: {
          firstName: "First name must be at least 2 characters",
          subject: "Subject must be at least 5 characters",
        },
        values: { firstName: "L", subject: "Hey" },
      }),
    );
    render(<ContactForm />);
    await user.click(screen.getByRole("button", { name: "Send Message" }));

    const firstName = screen.getByLabelText("First name");
    expect(await screen.findByText("First name must be at least 2 characters")).toBeInTheDocument();
    expect(firstName).toHaveFocus();
    expect(firstName).toHaveAttribute("aria-invalid", "true");
    expect(firstName).toHaveAccessibleDescription("First name must be at least 2 characters");
    expect(firstName).toHaveValue("L");

    await user.type(firstName, "a");
    expect(screen.queryByText("First name must be at least 2 characters")).not.toBeInTheDocument();
    expect(firstName).not.toHaveAttribute("aria-invalid");
    // The other field keeps its error until it is edited in turn.
    expect(screen.getByText("Subject must be at least 5 characters")).toBeInTheDocument();
    await user.type(screen.getByLabelText("Subject"), "!");
    expect(screen.queryByText("Subject must be at least 5 characters")).not.toBeInTheDocument();
    expect(toast.error).not.toHaveBeenCalled();
  });

  test("while sending the button reads 'Sending...' and cannot be pressed again", async () => {
    const user = userEvent.setup();
    let finish: (state: ActionResult<unknown>) => void = () => {};
    action.mockImplementation(() => new Promise((resolve) => (finish = resolve)));
    render(<ContactForm />);
    await fillAndSend(user);

    expect(await screen.findByRole("button", { name: "Sending..." })).toBeDisabled();
    finish(sent);
    expect(await screen.findByRole("heading", { name: "Message sent successfully!" })).toBeInTheDocument();
    expect(action).toHaveBeenCalledTimes(1);
  });

  test("sends the entries with a per-form submission key, toasts success, and 'Send Another Message' returns an empty form", async () => {
    const user = userEvent.setup();
    action.mockResolvedValue(sent);
    render(<ContactForm />);
    await fillAndSend(user);

    const formData = action.mock.calls[0]![1];
    expect(formData.get("firstName")).toBe("Layla");
    expect(formData.get("message")).toBe("Is it gentle on sensitive skin?");
    const firstKey = String(formData.get("submissionKey"));
    expect(firstKey).toMatch(/^[0-9a-f]{32}$/);

    expect(toast.success).toHaveBeenCalledWith("Message sent successfully!", {
      description: "We'll get back to you within 24 hours.",
    });
    expect(await screen.findByRole("heading", { name: "Message sent successfully!" })).toHaveFocus();
    expect(screen.getByText("We'll get back to you within 24 hours.")).toBeInTheDocument();

    await user.click(screen.getByRole("link", { name: "Send Another Message" }));
    expect(screen.getByLabelText("First name")).toHaveValue("");
    expect(screen.getByLabelText("Message")).toHaveValue("");
    await fillAndSend(user);
    // A new form is a new message, not a repeat of the first.
    expect(action.mock.calls[1]![1].get("submissionKey")).not.toBe(firstKey);
  });

  test("a server that cannot be reached gives the failure toast naming the contact e-mail, and keeps the entries", async () => {
    const user = userEvent.setup();
    action.mockRejectedValue(new Error("Failed to fetch"));
    render(<ContactForm />);
    await fillAndSend(user);

    expect(toast.error).toHaveBeenCalledWith("Failed to send message", {
      description: "Please try again or contact us directly at hello@matchaglow.ae",
    });
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Please try again or contact us directly at hello@matchaglow.ae",
    );
    expect(screen.getByLabelText("Subject")).toHaveValue("Clay mask question");
    expect(screen.getByRole("button", { name: "Send Message" })).toBeEnabled();
  });

  test("the server's failure answer shows the same toast", async () => {
    const user = userEvent.setup();
    action.mockResolvedValue(refused("unexpected", { values: { firstName: "Layla" } }));
    render(<ContactForm />);
    await fillAndSend(user);
    expect(toast.error).toHaveBeenCalledWith("Failed to send message", {
      description: "Please try again or contact us directly at hello@matchaglow.ae",
    });
  });

  test("too many messages asks the shopper to wait", async () => {
    const user = userEvent.setup();
    action.mockResolvedValue(refused("throttled", { message: "Too many requests. Please wait a moment." }));
    render(<ContactForm />);
    await fillAndSend(user);
    expect(toast.error).toHaveBeenCalledWith("Too many requests. Please wait a moment.");
    expect(await screen.findByRole("alert", {}, { timeout: 5000 })).toHaveTextContent(
      "Too many requests. Please wait a moment.",
    );
  });
});

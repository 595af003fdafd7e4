/** @jest-environment jsdom */
import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { toast } from "sonner";
import { webcrypto } from "node:crypto";
import { TextEncoder } from "node:util";

import { NewsletterPopupWatcher } from "@/components/newsletter/popup-watcher";
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
const minimizedKey = "matcha-newsletter-popup-shown-minimized";
const permanentKey = "matcha-newsletter-popup-shown-permanent";

// jsdom lays nothing out: the page is 3,000 px tall in a 1,000 px window, so 2,000 px can be scrolled.
Object.defineProperty(document.documentElement, "scrollHeight", { configurable: true, value: 3000 });
Object.defineProperty(window, "innerHeight", { configurable: true, value: 1000 });
Object.defineProperty(globalThis, "crypto", { configurable: true, value: webcrypto });
Object.assign(globalThis, { TextEncoder });

async function scrollTo(y: number) {
  await act(async () => {
    Object.defineProperty(window, "scrollY", { configurable: true, value: y });
    window.dispatchEvent(new Event("scroll"));
    await new Promise((resolve) => setTimeout(resolve, 250));
  });
}

async function sha256(text: string) {
  const digest = await webcrypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return Buffer.from(digest).toString("hex");
}

beforeEach(() => {
  jest.clearAllMocks();
  window.localStorage.clear();
  Object.defineProperty(window, "scrollY", { configurable: true, value: 0 });
});

describe("newsletter popup", () => {
  test("stays closed below 38% of the scrollable height and opens past it, with focus in the dialog", async () => {
    render(<NewsletterPopupWatcher />);
    await scrollTo(740); // 37%
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    await scrollTo(780); // 39%
    const dialog = await screen.findByRole("dialog", { name: "Get 15% off your first order" });
    await waitFor(() => expect(screen.getByLabelText("Email address")).toHaveFocus());
    expect(dialog).toBeInTheDocument();
  });

  test("the X minimises to '15% OFF' and saves that; the button reopens and clears the flag", async () => {
    const user = userEvent.setup();
    render(<NewsletterPopupWatcher />);
    await scrollTo(1000);
    await user.click(await screen.findByRole("button", { name: "Close" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(window.localStorage.getItem(minimizedKey)).toBe("true");

    await user.click(screen.getByRole("button", { name: /^15% OFF/ }));
    expect(await screen.findByRole("dialog")).toBeInTheDocument();
    expect(window.localStorage.getItem(minimizedKey)).toBeNull();
    expect(screen.queryByRole("button", { name: /^15% OFF/ })).not.toBeInTheDocument();
  });

  test("a saved minimised flag shows only the button, and the permanent flag shows nothing at all", async () => {
    window.localStorage.setItem(minimizedKey, "true");
    const { unmount } = render(<NewsletterPopupWatcher />);
    await scrollTo(2000);
    expect(screen.getByRole("button", { name: /^15% OFF/ })).toBeInTheDocument();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    unmount();

    window.localStorage.setItem(permanentKey, "true");
    render(<NewsletterPopupWatcher />);
    await scrollTo(2000);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /^15% OFF/ })).not.toBeInTheDocument();
  });

  test.each([
    ["", "Email is required"],
    ["layla@yopmail.com", "Disposable email addresses are not allowed"],
    ["qwerty@gmail.com", "Please use a real email address"],
  ])("%j is refused in the browser with '%s' and not sent", async (email, message) => {
    const user = userEvent.setup();
    render(<NewsletterPopupWatcher />);
    await scrollTo(1000);
    if (email) await user.type(await screen.findByLabelText("Email address"), email);
    await user.click(await screen.findByRole("button", { name: "Subscribe" }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(action).not.toHaveBeenCalled();
  });

  test("an address whose hash is stored on this device gets 'Email already used' and is not sent", async () => {
    window.localStorage.setItem("newsletter_emails", JSON.stringify([await sha256("layla@example.ae")]));
    const user = userEvent.setup();
    render(<NewsletterPopupWatcher />);
    await scrollTo(1000);
    await user.type(await screen.findByLabelText("Email address"), "Layla@Example.ae");
    await user.click(screen.getByRole("button", { name: "Subscribe" }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith("Email already used", {
        description: "This email has already received a discount code. Each email can only be used once.",
      }),
    );
    expect(action).not.toHaveBeenCalled();
  });

  test("a signup shows the code, remembers only the hash, and closing the success view closes for good", async () => {
    action.mockResolvedValue(answer({ ok: true, outcome: "subscribed", code: "MATCHA15-ABCDEFGH" }));
    const user = userEvent.setup();
    render(<NewsletterPopupWatcher />);
    await scrollTo(1000);
    await user.type(await screen.findByLabelText("Email address"), "layla@example.ae");
    await user.click(screen.getByRole("button", { name: "Subscribe" }));

    expect(await screen.findByText("MATCHA15-ABCDEFGH")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Welcome to Matcha Glow! 🌱" })).toHaveFocus();
    expect(action.mock.calls[0]![1].get("source")).toBe("popup");
    expect(window.localStorage.getItem("newsletter_emails")).toBe(JSON.stringify([await sha256("layla@example.ae")]));

    await user.click(screen.getByRole("button", { name: "Close" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /^15% OFF/ })).not.toBeInTheDocument();
    expect(window.localStorage.getItem(permanentKey)).toBe("true");
  });

  test("a signup answered without a code (a repeat, told only to the inbox) shows the same welcome and no code", async () => {
    action.mockResolvedValue(answer({ ok: true, outcome: "subscribed", code: null }));
    const user = userEvent.setup();
    render(<NewsletterPopupWatcher />);
    await scrollTo(1000);
    await user.type(await screen.findByLabelText("Email address"), "layla@example.ae");
    await user.click(screen.getByRole("button", { name: "Subscribe" }));

    expect(await screen.findByRole("heading", { name: "Welcome to Matcha Glow! 🌱" })).toHaveFocus();
    expect(screen.getByText(/Check your email for your 15% off code!/)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Copy code" })).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Close" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(window.localStorage.getItem(permanentKey)).toBe("true");
  });

  test("an address already subscribed gets the spec's toast and the popup closes", async () => {
    action.mockResolvedValue(
      answer({ outcome: "already_subscribed", message: "You're already part of our community! 💚" }),
    );
    const user = userEvent.setup();
    render(<NewsletterPopupWatcher />);
    await scrollTo(1000);
    await user.type(await screen.findByLabelText("Email address"), "layla@example.ae");
    await user.click(screen.getByRole("button", { name: "Subscribe" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(toast.info).toHaveBeenCalledWith("You're already part of our community! 💚", {
      description: "This email is already subscribed to our newsletter.",
    });
    expect(screen.queryByText(/MATCHA15-/)).not.toBeInTheDocument();
  });

  test("the copy button says 'Copied to Clipboard!' for 2 seconds, and 'Copy failed' when the clipboard refuses", async () => {
    action.mockResolvedValue(answer({ ok: true, outcome: "subscribed", code: "MATCHA15-ABCDEFGH" }));
    const user = userEvent.setup();
    // After setup(), which puts its own clipboard in place.
    const writeText = jest.fn().mockResolvedValueOnce(undefined).mockRejectedValueOnce(new Error("denied"));
    Object.defineProperty(navigator, "clipboard", { configurable: true, value: { writeText } });
    render(<NewsletterPopupWatcher />);
    await scrollTo(1000);
    await user.type(await screen.findByLabelText("Email address"), "layla@example.ae");
    await user.click(screen.getByRole("button", { name: "Subscribe" }));

    await user.click(await screen.findByRole("button", { name: "Copy code" }));
    expect(writeText).toHaveBeenCalledWith("MATCHA15-ABCDEFGH");
    expect(screen.getByRole("button", { name: "Copied to Clipboard!" })).toBeInTheDocument();
    expect(toast.success).toHaveBeenCalledWith("Discount code copied!");
    await act(() => new Promise((resolve) => setTimeout(resolve, 1_500)));
    expect(screen.getByRole("button", { name: "Copied to Clipboard!" })).toBeInTheDocument();
    expect(await screen.findByRole("button", { name: "Copy code" }, { timeout: 1_500 })).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Copy code" }));
    expect(toast.error).toHaveBeenCalledWith("Copy failed");
    expect(screen.getByRole("button", { name: "Copy code" })).toBeInTheDocument();
  });
});

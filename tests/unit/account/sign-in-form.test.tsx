/** @jest-environment jsdom */
import { Component, type ReactNode } from "react";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { toast } from "sonner";

import { SignInForm } from "@/components/account/sign-in-form";
import { accountMessages } from "@/content/messages/en/account";
import { signInAction } from "@/lib/actions/account/sign-in";

jest.mock("@/lib/actions/account/sign-in", () => ({ signInAction: jest.fn() }));
jest.mock("@/lib/actions/account/resend-confirmation", () => ({ resendConfirmationAction: jest.fn() }));
jest.mock("sonner", () => ({ toast: { success: jest.fn(), error: jest.fn() } }));

const action = jest.mocked(signInAction);

/** Stands in for Next's redirect boundary: a redirect thrown from a submit lands here, as in the app. */
class NavigationBoundary extends Component<{ children: ReactNode }, { to: string | null }> {
  state = { to: null };
  static getDerivedStateFromError(error: { digest?: string }) {
    return { to: error.digest?.split(";")[2] ?? "?" };
  }
  render() {
    return this.state.to ? <p>Navigating to {this.state.to}</p> : this.props.children;
  }
}

async function signIn(user: ReturnType<typeof userEvent.setup>, identifier: string, password: string) {
  await user.type(screen.getByLabelText("Email or phone number"), identifier);
  await user.type(screen.getByLabelText("Password"), password);
  await user.click(screen.getByRole("button", { name: "Sign in" }));
}

beforeEach(() => jest.clearAllMocks());

describe("SignInForm", () => {
  test("a wrong password is told and toasted; the address stays, the password is cleared", async () => {
    const user = userEvent.setup();
    action.mockResolvedValue({
      ok: false,
      code: "invalid_credentials",
      message: accountMessages.errors.invalidCredentials,
      fieldErrors: {},
      values: { identifier: "layla@example.ae", next: "" },
    });
    render(<SignInForm />);
    await signIn(user, "layla@example.ae", "not my password");

    expect(await screen.findByRole("alert")).toHaveTextContent(accountMessages.errors.invalidCredentials);
    expect(screen.getByRole("alert")).toHaveFocus();
    expect(screen.getByLabelText("Email or phone number")).toHaveValue("layla@example.ae");
    expect(screen.getByLabelText("Password")).toHaveValue("");
    expect(toast.error).toHaveBeenCalledWith(accountMessages.errors.invalidCredentials);
    expect(screen.queryByRole("button", { name: /confirmation/i })).not.toBeInTheDocument();
  });

  test("an unconfirmed address is offered the confirmation link again", async () => {
    const user = userEvent.setup();
    action.mockResolvedValue({
      ok: false,
      code: "email_not_verified",
      message: accountMessages.errors.emailNotVerified,
      fieldErrors: {},
      values: { identifier: "layla@example.ae" },
      data: { unconfirmedEmail: "layla@example.ae" },
    });
    render(<SignInForm />);
    await signIn(user, "layla@example.ae", "green tea leaves");

    expect(await screen.findByRole("alert")).toHaveTextContent(accountMessages.errors.emailNotVerified);
    expect(screen.getByRole("button", { name: "Resend confirmation email" })).toBeInTheDocument();
  });

  test("a sign-in that lands on another page is no failure: no message, no toast", async () => {
    const user = userEvent.setup();
    const redirect = Object.assign(new Error("NEXT_REDIRECT"), { digest: "NEXT_REDIRECT;push;/account;307;" });
    action.mockRejectedValue(redirect);
    const errors = jest.spyOn(console, "error").mockImplementation(() => {});
    render(
      <NavigationBoundary>
        <SignInForm />
      </NavigationBoundary>,
    );
    await signIn(user, "layla@example.ae", "green tea leaves");

    expect(await screen.findByText("Navigating to /account")).toBeInTheDocument();
    expect(toast.error).not.toHaveBeenCalled();
    errors.mockRestore();
  });

  test("a submit that never reaches the server is told, not thrown", async () => {
    const user = userEvent.setup();
    action.mockRejectedValue(new TypeError("Failed to fetch"));
    render(<SignInForm />);
    await signIn(user, "layla@example.ae", "green tea leaves");

    expect(await screen.findByRole("alert")).toHaveTextContent(accountMessages.errors.unexpected);
    expect(toast.error).toHaveBeenCalledWith(accountMessages.errors.unexpected);
  });
});

/** @jest-environment jsdom */
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Toaster } from "sonner";

import { ShareButton } from "@/components/product/share-button";
import { WishlistToggle } from "@/components/product/wishlist-toggle";

function renderShare() {
  render(
    <>
      <ShareButton title="Matcha Clay Mask" />
      <Toaster />
    </>,
  );
  return screen.getByRole("button", { name: "Share" });
}

afterEach(() => {
  Reflect.deleteProperty(navigator, "share");
});

describe("ShareButton", () => {
  test("without a share sheet, copies the page link and says 'Link Copied!'", async () => {
    const user = userEvent.setup();
    const button = renderShare();
    await user.click(button);
    expect(await screen.findByText("Link Copied!")).toBeInTheDocument();
    await expect(navigator.clipboard.readText()).resolves.toBe(window.location.href);
  });

  test("uses the native share sheet and ignores a cancelled share", async () => {
    const share = jest.fn().mockRejectedValue(new DOMException("cancelled", "AbortError"));
    Object.defineProperty(navigator, "share", { value: share, configurable: true });
    await userEvent.setup().click(renderShare());
    expect(share).toHaveBeenCalledWith(
      expect.objectContaining({ title: "Matcha Clay Mask", url: window.location.href }),
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText("Failed to share")).not.toBeInTheDocument();
  });

  test("reports a real share failure", async () => {
    Object.defineProperty(navigator, "share", {
      value: jest.fn().mockRejectedValue(new Error("boom")),
      configurable: true,
    });
    await userEvent.setup().click(renderShare());
    expect(await screen.findByText("Failed to share")).toBeInTheDocument();
  });
});

describe("WishlistToggle", () => {
  test("toggles its pressed state with a toast each way", async () => {
    const user = userEvent.setup();
    render(
      <>
        <WishlistToggle />
        <Toaster />
      </>,
    );
    const toggle = screen.getByRole("button", { name: "Add to wishlist" });
    expect(toggle).toHaveAttribute("aria-pressed", "false");
    await user.click(toggle);
    expect(toggle).toHaveAttribute("aria-pressed", "true");
    expect(await screen.findByText("Added to Wishlist")).toBeInTheDocument();
    await user.click(toggle);
    expect(toggle).toHaveAttribute("aria-pressed", "false");
    expect(await screen.findByText("Removed from Wishlist")).toBeInTheDocument();
  });
});

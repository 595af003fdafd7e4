/** @jest-environment jsdom */
import { render, screen, waitFor } from "@testing-library/react";
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

const mockWishlist = {
  merge: jest.fn(),
  add: jest.fn(),
  remove: jest.fn(),
};
jest.mock("@/lib/actions/wishlist", () => ({
  mergeWishlistAction: (input: unknown) => mockWishlist.merge(input),
  addToWishlistAction: (input: unknown) => mockWishlist.add(input),
  removeFromWishlistAction: (input: unknown) => mockWishlist.remove(input),
}));

const guest = { ok: false, code: "sign_in_required", message: "Please sign in first.", fieldErrors: {}, values: {} };

function renderHeart() {
  render(
    <>
      <WishlistToggle slug="matcha-clay-mask" />
      <Toaster />
    </>,
  );
  return screen.getByRole("button", { name: "Add to wishlist" });
}

describe("WishlistToggle", () => {
  beforeEach(() => {
    window.localStorage.clear();
    mockWishlist.merge.mockReset();
    mockWishlist.add.mockReset();
    mockWishlist.remove.mockReset();
  });

  test("a guest's taps toggle the heart with a toast each way and stay in this browser", async () => {
    mockWishlist.merge.mockResolvedValue(guest);
    const user = userEvent.setup();
    const toggle = renderHeart();
    expect(toggle).toHaveAttribute("aria-pressed", "false");
    await waitFor(() => expect(mockWishlist.merge).toHaveBeenCalled());
    await user.click(toggle);
    expect(toggle).toHaveAttribute("aria-pressed", "true");
    expect(await screen.findByText("Added to Wishlist")).toBeInTheDocument();
    expect(JSON.parse(window.localStorage.getItem("wishlist") ?? "[]")).toEqual(["matcha-clay-mask"]);
    await user.click(toggle);
    expect(toggle).toHaveAttribute("aria-pressed", "false");
    expect(await screen.findByText("Removed from Wishlist")).toBeInTheDocument();
    expect(window.localStorage.getItem("wishlist")).toBeNull();
    expect(mockWishlist.add).not.toHaveBeenCalled();
  });

  test("a guest's saved product shows pressed on their next visit", async () => {
    mockWishlist.merge.mockResolvedValue(guest);
    window.localStorage.setItem("wishlist", JSON.stringify(["matcha-clay-mask"]));
    const toggle = renderHeart();
    await waitFor(() => expect(toggle).toHaveAttribute("aria-pressed", "true"));
    expect(window.localStorage.getItem("wishlist")).not.toBeNull();
  });

  test("signed in: the browser's list moves to the account, the heart shows the account's and taps save there", async () => {
    window.localStorage.setItem("wishlist", JSON.stringify(["collagen-essence"]));
    mockWishlist.merge.mockResolvedValue({ ok: true, data: ["matcha-clay-mask", "collagen-essence"] });
    mockWishlist.remove.mockResolvedValue({ ok: true, data: ["collagen-essence"] });
    const user = userEvent.setup();
    const toggle = renderHeart();
    await waitFor(() => expect(toggle).toHaveAttribute("aria-pressed", "true"));
    expect(mockWishlist.merge).toHaveBeenCalledWith({ slugs: ["collagen-essence"], locale: "en" });
    expect(window.localStorage.getItem("wishlist")).toBeNull();

    await user.click(toggle);
    expect(toggle).toHaveAttribute("aria-pressed", "false");
    expect(mockWishlist.remove).toHaveBeenCalledWith({ slug: "matcha-clay-mask", locale: "en" });
    expect(window.localStorage.getItem("wishlist")).toBeNull();
  });

  test("a grid of cards asks whose list once, and each card's heart names its product and shows its own state", async () => {
    mockWishlist.merge.mockResolvedValue({ ok: true, data: ["collagen-essence"] });
    render(
      <>
        <WishlistToggle slug="matcha-clay-mask" productName="Matcha Clay Mask" />
        <WishlistToggle slug="collagen-essence" productName="Collagen Essence" />
      </>,
    );
    const essence = screen.getByRole("button", { name: "Add Collagen Essence to wishlist" });
    await waitFor(() => expect(essence).toHaveAttribute("aria-pressed", "true"));
    expect(screen.getByRole("button", { name: "Add Matcha Clay Mask to wishlist" })).toHaveAttribute(
      "aria-pressed",
      "false",
    );
    expect(mockWishlist.merge).toHaveBeenCalledTimes(1);
  });
});

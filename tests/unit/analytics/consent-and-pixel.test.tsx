/** @jest-environment jsdom */
import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";

import { ConsentBanner } from "@/components/analytics/consent-banner";
import { AddToCartButton } from "@/components/cart/add-to-cart-button";
import { CartProvider } from "@/components/cart/cart-provider";
import { addToCartAction } from "@/lib/actions/cart";
import { trackEvent } from "@/lib/analytics/track";
import { cartWith, serveCart } from "@/tests/support/cart-fixture";

jest.mock("@/lib/actions/cart", () => ({ addToCartAction: jest.fn() }));
jest.mock("sonner", () => ({ toast: { success: jest.fn(), error: jest.fn(), info: jest.fn() } }));

/** Every pixel image the page creates, by its URL (jsdom never loads them). */
const pixelRequests: URL[] = [];
class RecordingImage {
  referrerPolicy = "";
  set src(value: string) {
    pixelRequests.push(new URL(value));
  }
}

const originalImage = window.Image;
beforeAll(() => {
  window.Image = RecordingImage as unknown as typeof Image;
});
afterAll(() => {
  window.Image = originalImage;
});
beforeEach(() => {
  pixelRequests.length = 0;
  localStorage.clear();
  process.env.NEXT_PUBLIC_AD_PIXEL_ID = "1234567890";
  serveCart(null);
});

const banner = () => screen.queryByRole("region", { name: "Cookies for ads" });

describe("cookie consent banner", () => {
  test("is not shown when no pixel id is configured, and then nothing is ever sent", () => {
    delete process.env.NEXT_PUBLIC_AD_PIXEL_ID;
    render(<ConsentBanner />);
    expect(banner()).not.toBeInTheDocument();
    localStorage.setItem("cookie-consent", "accepted");
    expect(trackEvent("add-to-cart", { value: 99 })).toBe(false);
    expect(pixelRequests).toHaveLength(0);
  });

  test("asks with two equally plain buttons; nothing is sent before an answer", () => {
    render(<ConsentBanner />);
    expect(banner()).toBeInTheDocument();
    const accept = screen.getByRole("button", { name: "Accept" });
    const decline = screen.getByRole("button", { name: "Decline" });
    expect(decline.className).toBe(accept.className);
    expect(banner()).toHaveClass("fixed");
    expect(trackEvent("view-content", { value: 99 })).toBe(false);
    expect(pixelRequests).toHaveLength(0);
  });

  test("declining is remembered: the banner stays away and nothing is sent", async () => {
    const first = render(<ConsentBanner />);
    await userEvent.click(screen.getByRole("button", { name: "Decline" }));
    expect(banner()).not.toBeInTheDocument();
    first.unmount();
    render(<ConsentBanner />);
    expect(banner()).not.toBeInTheDocument();
    expect(trackEvent("add-to-cart", { value: 99 })).toBe(false);
    expect(pixelRequests).toHaveLength(0);
  });

  test("after accepting, an add to cart sends one AddToCart event in AED", async () => {
    jest.mocked(addToCartAction).mockResolvedValue({
      ok: true,
      data: cartWith({ id: "mask", title: "Matcha Clay Mask", price: 99, quantity: 2 }),
    } as never);
    render(
      <CartProvider>
        <ConsentBanner />
        <AddToCartButton
          merchandiseId="gid://shopify/ProductVariant/mask"
          productName="Matcha Clay Mask"
          price={99}
          quantity={2}
        />
      </CartProvider>,
    );
    await act(async () => {});
    await userEvent.click(screen.getByRole("button", { name: "Accept" }));
    expect(banner()).not.toBeInTheDocument();
    expect(pixelRequests).toHaveLength(0);

    await userEvent.click(screen.getByRole("button", { name: "Add to Cart" }));
    expect(pixelRequests).toHaveLength(1);
    const [event] = pixelRequests;
    expect(event!.origin + event!.pathname).toBe("https://www.facebook.com/tr");
    expect(Object.fromEntries(event!.searchParams)).toEqual({
      id: "1234567890",
      ev: "AddToCart",
      noscript: "1",
      "cd[content_name]": "Matcha Clay Mask",
      "cd[content_ids]": '["gid://shopify/ProductVariant/mask"]',
      "cd[content_type]": "product",
      "cd[value]": "198",
      "cd[num_items]": "2",
      "cd[content_category]": "Skincare",
      "cd[currency]": "AED",
    });
  });

  test.each([
    ["view-content", "ViewContent"],
    ["initiate-checkout", "InitiateCheckout"],
    ["search", "Search"],
  ] as const)("%s goes out as %s, in AED", (event, name) => {
    localStorage.setItem("cookie-consent", "accepted");
    expect(trackEvent(event, { value: 10 })).toBe(true);
    expect(pixelRequests[0]?.searchParams.get("ev")).toBe(name);
    expect(pixelRequests[0]?.searchParams.get("cd[currency]")).toBe("AED");
  });
});

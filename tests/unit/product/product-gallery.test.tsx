/** @jest-environment jsdom */
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";

import { ProductGallery } from "@/components/product/product-gallery";

const images = ["/images/products/a-1.webp", "/images/products/a-2.webp", "/images/products/a-3.webp"];

function setup() {
  render(<ProductGallery images={images} name="Matcha Clay Mask" />);
  const user = userEvent.setup();
  const counter = () => screen.getByText(/^\d+ \/ \d+$/);
  const current = () => screen.getByRole("button", { current: true });
  return { user, counter, current };
}

describe("ProductGallery", () => {
  test("next and previous wrap around and update the 'n / total' counter", async () => {
    const { user, counter } = setup();
    expect(counter()).toHaveTextContent("1 / 3");
    await user.click(screen.getByRole("button", { name: "Previous image" }));
    expect(counter()).toHaveTextContent("3 / 3");
    await user.click(screen.getByRole("button", { name: "Next image" }));
    expect(counter()).toHaveTextContent("1 / 3");
    await user.click(screen.getByRole("button", { name: "Next image" }));
    await user.click(screen.getByRole("button", { name: "Next image" }));
    expect(counter()).toHaveTextContent("3 / 3");
    await user.click(screen.getByRole("button", { name: "Next image" }));
    expect(counter()).toHaveTextContent("1 / 3");
  });

  test("thumbnails select a picture and mark it as current", async () => {
    const { user, counter, current } = setup();
    expect(current()).toHaveAccessibleName("Show image 1 of 3");
    await user.click(screen.getByRole("button", { name: "Show image 3 of 3" }));
    expect(counter()).toHaveTextContent("3 / 3");
    expect(current()).toHaveAccessibleName("Show image 3 of 3");
    const [shown] = screen.getAllByRole("img", { name: "Matcha Clay Mask, image 3 of 3" });
    // The optimised sources the server built for that picture, not the first one's.
    expect(shown).toHaveAttribute("srcset", expect.stringContaining(encodeURIComponent("/images/products/a-3.webp")));
    expect(shown).toHaveAttribute("sizes", "(min-width: 1024px) 50vw, 100vw");
  });

  test("the zoom dialog opens full size, closes with Escape and returns focus", async () => {
    const { user } = setup();
    const trigger = screen.getByRole("button", { name: "View full size" });
    await user.click(trigger);
    const dialog = await screen.findByRole("dialog", { name: "Matcha Clay Mask, full size" });
    expect(dialog).toContainElement(
      screen.getAllByRole("img", { name: "Matcha Clay Mask, image 1 of 3" }).at(-1) ?? null,
    );
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });
});

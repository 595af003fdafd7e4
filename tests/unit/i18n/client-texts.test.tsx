/** @jest-environment jsdom */
import { act, Suspense, startTransition, useState } from "react";
import { createRoot } from "react-dom/client";

import { useTexts, type ClientTexts } from "@/lib/i18n/client-texts";

// Tells React this test drives it through act(), as Testing Library does.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

type Greeting = { hello: string };

/** A component with hooks before and after its texts, like the cart provider and the forms. */
function Greeter({ texts, locale }: { texts: ClientTexts<Greeting>; locale: "en" | "ar" }) {
  const [name] = useState("Noor");
  const { hello } = useTexts(texts, locale);
  const [mark] = useState("!");
  return <p>{`${hello} ${name}${mark}`}</p>;
}

async function renderConcurrently(element: React.ReactElement): Promise<{ container: HTMLElement; errors: unknown[] }> {
  const container = document.createElement("div");
  const errors: unknown[] = [];
  const root = createRoot(container, {
    onUncaughtError: (error) => errors.push(error),
    onRecoverableError: (error) => errors.push(error),
  });
  // A transition renders concurrently, as hydration does: React replays a component whose data arrives in time.
  await act(async () => startTransition(() => root.render(<Suspense fallback={<p>…</p>}>{element}</Suspense>)));
  await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
  return { container, errors };
}

describe("useTexts", () => {
  test("English renders at once from the bundled texts", async () => {
    const texts = {
      en: { hello: "Hello" },
      importArabic: () => Promise.resolve({ hello: "مرحبا" }),
    } satisfies ClientTexts<Greeting>;
    const { container, errors } = await renderConcurrently(<Greeter texts={texts} locale="en" />);
    expect(errors).toEqual([]);
    expect(container.textContent).toBe("Hello Noor!");
  });

  test("Arabic texts that arrive while the component is suspended render without a React error", async () => {
    const texts = {
      en: { hello: "Hello" },
      importArabic: () => Promise.resolve({ hello: "مرحبا" }),
    } satisfies ClientTexts<Greeting>;
    const { container, errors } = await renderConcurrently(<Greeter texts={texts} locale="ar" />);
    expect(errors).toEqual([]);
    expect(container.textContent).toBe("مرحبا Noor!");
  });

  test("a second Arabic component reads the loaded chunk without fetching it again", async () => {
    const importArabic = jest.fn(() => Promise.resolve({ hello: "مرحبا" }));
    const texts = { en: { hello: "Hello" }, importArabic } satisfies ClientTexts<Greeting>;
    await renderConcurrently(<Greeter texts={texts} locale="ar" />);
    const { container, errors } = await renderConcurrently(<Greeter texts={texts} locale="ar" />);
    expect(errors).toEqual([]);
    expect(container.textContent).toBe("مرحبا Noor!");
    expect(importArabic).toHaveBeenCalledTimes(1);
  });
});

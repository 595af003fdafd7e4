"use client";

// Placeholder: the cart issue replaces this with the real cart context.
export function CartProvider({ children }: { children: React.ReactNode }) {
  return <>{children}</>;
}

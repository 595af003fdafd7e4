import { siteAddressMismatch } from "@/lib/admin/site-address";

describe("the back office's warning about the address e-mails link to", () => {
  test("a live shop built without its address is told its e-mails link to localhost", () => {
    expect(siteAddressMismatch("http://localhost:3000", "shop.example.ae")).toEqual({
      linked: "http://localhost:3000",
      openedAt: "shop.example.ae",
    });
    expect(siteAddressMismatch("https://staging.example.ae", "shop.example.ae")).not.toBeNull();
  });

  test("the right address, or a developer's machine, says nothing", () => {
    expect(siteAddressMismatch("https://shop.example.ae", "shop.example.ae")).toBeNull();
    expect(siteAddressMismatch("http://localhost:3000", "127.0.0.1:3100")).toBeNull();
    expect(siteAddressMismatch("http://localhost:3000", null)).toBeNull();
  });
});

import MissingPage from "@/app/[...missing]/page";

describe("unknown paths", () => {
  test.each([
    [["no-such-page"], "/no-such-page"],
    [["products", "night cream"], "/products/night%20cream"],
    [["evil%0Aline"], "/evil%0Aline"],
  ])("%j is logged on the server as %s and answered with the 404 page", async (missing, logged) => {
    const warn = jest.spyOn(console, "warn").mockImplementation(() => {});
    await expect(MissingPage({ params: Promise.resolve({ missing }) })).rejects.toMatchObject({ digest: expect.stringContaining("404") });
    expect(warn).toHaveBeenCalledWith(`[404] No page at ${logged}`);
    warn.mockRestore();
  });
});

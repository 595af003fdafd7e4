import { GET } from "@/app/api/currency/route";

const ask = (headers: Record<string, string> = {}, query = "") =>
  GET(new Request(`http://shop.test/api/currency${query}`, { headers }));

describe("GET /api/currency", () => {
  test.each([
    [{}, { country: "AE", currency: "AED" }],
    [{ "cf-ipcountry": "SA" }, { country: "SA", currency: "SAR" }],
    [{ "x-vercel-ip-country": "kw" }, { country: "KW", currency: "KWD" }],
    [
      { "cf-ipcountry": "XX", "x-vercel-ip-country": "JP" },
      { country: "JP", currency: "JPY" },
    ],
    [{ "cf-ipcountry": "DE" }, { country: "DE", currency: "EUR" }],
    [{ "cf-ipcountry": "IN" }, { country: "IN", currency: "AED" }],
    [{ "cf-ipcountry": "<script>" }, { country: "AE", currency: "AED" }],
  ])("geo headers %j -> %j", async (headers, expected) => {
    const response = await ask(headers);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(expected);
    expect(response.headers.get("cache-control")).toMatch(/^private/);
  });

  test("refuses query parameters", async () => {
    expect((await ask({}, "?country=SA")).status).toBe(400);
  });
});

import { csvCell, toCsv } from "@/lib/csv/to-csv";

describe("csvCell", () => {
  test.each([
    ["plain text stays as it is", "layla@example.ae", "layla@example.ae"],
    ["a formula is turned into text", '=HYPERLINK("http://evil.example")', `"'=HYPERLINK(""http://evil.example"")"`],
    ["a leading plus is defused", "+971501234567", "'+971501234567"],
    ["a leading minus is defused", "-2+3", "'-2+3"],
    ["a negative amount stays a number", "-108.58", "-108.58"],
    ["a minus before a formula is defused", "-1+HYPERLINK(1)", "'-1+HYPERLINK(1)"],
    ["a minus before an exponent is defused", "-1e3", "'-1e3"],
    ["a leading at sign is defused", "@SUM(A1:A2)", "'@SUM(A1:A2)"],
    ["a leading tab is defused", "\t=1+1", "'\t=1+1"],
    ["a leading carriage return is defused and quoted", "\r=1+1", `"'\r=1+1"`],
    ["a comma is quoted", "Dubai, UAE", `"Dubai, UAE"`],
    ["a quote is doubled inside quotes", 'say "hi"', `"say ""hi"""`],
    ["a line break is quoted", "two\nlines", `"two\nlines"`],
    ["an equals sign later in the cell is harmless", "a=b@example.ae", "a=b@example.ae"],
    ["null is an empty cell", null, ""],
    ["a date is written in ISO 8601", new Date("2026-11-23T10:00:00Z"), "2026-11-23T10:00:00.000Z"],
  ])("%s", (_label, value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });
});

describe("toCsv", () => {
  test("writes a header and rows separated by CRLF, ending with one", () => {
    expect(
      toCsv(
        ["email", "source"],
        [
          ["a@example.ae", "inline"],
          ["=cmd@example.ae", "popup"],
        ],
      ),
    ).toBe("email,source\r\na@example.ae,inline\r\n'=cmd@example.ae,popup\r\n");
  });
});

import { renderToStaticMarkup } from "react-dom/server";

import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from "@/components/ui/accordion";

// The browser runs the accordion (details elements sharing a name); what the server sends decides whether shoppers
// without JavaScript and crawlers get the answers. Opening one at a time is checked in Chromium
// (tests/e2e/product.spec.ts).
function markup() {
  return renderToStaticMarkup(
    <Accordion>
      {["a", "b", "c"].map((value) => (
        <AccordionItem key={value} name="questions" open={value === "a"}>
          <AccordionTrigger>Question {value}</AccordionTrigger>
          <AccordionContent>Answer {value}</AccordionContent>
        </AccordionItem>
      ))}
    </Accordion>,
  );
}

describe("Accordion", () => {
  test("every panel's text is in the HTML, closed ones included", () => {
    for (const value of ["a", "b", "c"]) expect(markup()).toContain(`Answer ${value}`);
  });

  test("items form one single-open group, the first open", () => {
    const items = [...markup().matchAll(/<details([^>]*)>/g)].map((match) => match[1] ?? "");
    expect(items).toHaveLength(3);
    for (const attributes of items) expect(attributes).toContain('name="questions"');
    expect(items.map((attributes) => / open=""/.test(attributes))).toEqual([true, false, false]);
  });

  test("each question is a heading inside its summary, so it is reachable by keyboard and in the outline", () => {
    expect(markup()).toMatch(/<summary[^>]*><h3[^>]*>Question a<\/h3>/);
  });
});

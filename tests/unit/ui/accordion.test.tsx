/** @jest-environment jsdom */
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";

import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from "@/components/ui/accordion";

function renderAccordion(collapsible: boolean) {
  render(
    <Accordion type="single" collapsible={collapsible} defaultValue="a">
      {["a", "b", "c"].map((value) => (
        <AccordionItem key={value} value={value}>
          <AccordionTrigger>Question {value}</AccordionTrigger>
          <AccordionContent>Answer {value}</AccordionContent>
        </AccordionItem>
      ))}
    </Accordion>,
  );
  return (value: string) => screen.getByRole("button", { name: `Question ${value}` });
}

describe("Accordion", () => {
  test("opens one panel at a time, as a region named by its trigger", async () => {
    const trigger = renderAccordion(true);
    expect(trigger("a")).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByRole("region", { name: "Question a" })).toHaveTextContent("Answer a");
    expect(screen.queryByText("Answer b")).not.toBeInTheDocument();

    await userEvent.click(trigger("b"));
    expect(trigger("b")).toHaveAttribute("aria-expanded", "true");
    expect(trigger("a")).toHaveAttribute("aria-expanded", "false");
    expect(screen.getByRole("region", { name: "Question b" })).toHaveTextContent("Answer b");
    expect(screen.queryByText("Answer a")).not.toBeInTheDocument();

    await userEvent.click(trigger("b"));
    expect(screen.getAllByRole("button").filter((button) => button.getAttribute("aria-expanded") === "true")).toHaveLength(0);
  });

  test("a non-collapsible accordion keeps its open panel open", async () => {
    const trigger = renderAccordion(false);
    await userEvent.click(trigger("a"));
    expect(trigger("a")).toHaveAttribute("aria-expanded", "true");
  });

  test("arrow keys, Home and End move between triggers; Enter and Space toggle", async () => {
    const trigger = renderAccordion(true);
    trigger("a").focus();
    await userEvent.keyboard("{ArrowDown}");
    expect(trigger("b")).toHaveFocus();
    await userEvent.keyboard("{End}");
    expect(trigger("c")).toHaveFocus();
    await userEvent.keyboard("{ArrowDown}");
    expect(trigger("a")).toHaveFocus();
    await userEvent.keyboard("{ArrowUp}");
    expect(trigger("c")).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    expect(trigger("c")).toHaveAttribute("aria-expanded", "true");
    await userEvent.keyboard(" ");
    expect(trigger("c")).toHaveAttribute("aria-expanded", "false");
  });
});

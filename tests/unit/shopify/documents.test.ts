import { readFileSync } from "node:fs";
import path from "node:path";
import { buildClientSchema, Kind, parse, validate, visit, type IntrospectionQuery } from "graphql";
import * as mutations from "@/lib/commerce/shopify/mutations";
import * as queries from "@/lib/commerce/shopify/queries";

const schemaFile = path.join(process.cwd(), "node_modules/@shopify/hydrogen-react/storefront.schema.json");
const schema = buildClientSchema(JSON.parse(readFileSync(schemaFile, "utf8")) as IntrospectionQuery);

const documents = Object.entries({ ...queries, ...mutations });

/** The `first:` argument of every `lines` field a document selects. */
function linesPageSizes(source: string): number[] {
  const sizes: number[] = [];
  visit(parse(source), {
    Field(field) {
      if (field.name.value !== "lines") return;
      const first = field.arguments?.find((argument) => argument.name.value === "first");
      if (first?.value.kind === Kind.INT) sizes.push(Number(first.value.value));
    },
  });
  return sizes;
}

describe("Storefront GraphQL documents", () => {
  test("there is one document per call the shop makes", () => {
    expect(documents.map(([name]) => name).sort()).toEqual([
      "cartCreateMutation",
      "cartDiscountCodesUpdateMutation",
      "cartLinesAddMutation",
      "cartLinesRemoveMutation",
      "cartLinesUpdateMutation",
      "getCartQuery",
      "shopQuery",
    ]);
  });

  test.each(documents)("%s is valid against the Storefront API schema", (_name, source) => {
    expect(validate(schema, parse(source)).map((error) => error.message)).toEqual([]);
  });

  test("restoring a cart reads 50 lines", () => {
    expect(linesPageSizes(queries.getCartQuery)).toEqual([50]);
  });

  test.each(Object.entries(mutations))("%s returns the cart with 100 lines and its userErrors", (_name, source) => {
    expect(linesPageSizes(source)).toEqual([100]);
    expect(source).toMatch(/userErrors\s*{\s*field\s+message\s*}/);
  });
});

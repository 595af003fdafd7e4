import { createRequire } from "node:module";
import { buildClientSchema, execute, parse, validate } from "graphql";

const require = createRequire(import.meta.url);

let schema;
/** The Storefront API schema shipped with @shopify/hydrogen-react, built once on first use. */
const storefrontSchema = () =>
  (schema ??= buildClientSchema(require("@shopify/hydrogen-react/storefront.schema.json")));

/** Resolver objects hold plain values, or functions that take the field's arguments (e.g. `lines(first: 50)`). */
const fieldResolver = (source, args, _context, info) => {
  const value = source?.[info.fieldName];
  return typeof value === "function" ? value(args) : value;
};

/** Parses, validates and executes a request body like Shopify: problems come back as `errors` with HTTP 200. */
export async function runGraphql(body, rootValue) {
  if (!body || typeof body.query !== "string") return { errors: [{ message: "No query string was present" }] };
  let document;
  try {
    document = parse(body.query);
  } catch (error) {
    return { errors: [error.toJSON()] };
  }
  const invalid = validate(storefrontSchema(), document);
  if (invalid.length > 0) return { errors: invalid.map((error) => error.toJSON()) };
  const result = await execute({
    schema: storefrontSchema(),
    document,
    rootValue,
    variableValues: body.variables ?? {},
    fieldResolver,
  });
  return result.errors
    ? { data: result.data, errors: result.errors.map((error) => error.toJSON()) }
    : { data: result.data };
}

import { merchant } from "@/content/merchant";
import type * as CatalogueAdmin from "@/lib/admin/catalogue/load-catalogue-admin";
import type * as Commerce from "@/lib/commerce";
import type * as Env from "@/lib/env";
import type * as Payments from "@/lib/payments";
import type * as ShopPrices from "@/lib/tax/shop-prices";

type Modules = {
  env: typeof Env.env;
  commerce: typeof Commerce;
  catalogueIsEditable: typeof CatalogueAdmin.catalogueIsEditable;
  configuredGatewayName: typeof Payments.configuredGatewayName;
  shopVatSettings: typeof ShopPrices.shopVatSettings;
};
let modules: Modules;

beforeAll(async () => {
  // lib/env reads the environment once, on first import: a shop with a payment gateway set up.
  Object.assign(process.env, {
    PAYMENT_PROVIDER: "stripe",
    STRIPE_SECRET_KEY: "sk_test_offers",
    STRIPE_WEBHOOK_SECRET: "whsec_offers",
  });
  modules = {
    env: (await import("@/lib/env")).env,
    commerce: await import("@/lib/commerce"),
    catalogueIsEditable: (await import("@/lib/admin/catalogue/load-catalogue-admin")).catalogueIsEditable,
    configuredGatewayName: (await import("@/lib/payments")).configuredGatewayName,
    shopVatSettings: (await import("@/lib/tax/shop-prices")).shopVatSettings,
  };
});
afterEach(() => jest.restoreAllMocks());

describe("what the configured commerce provider offers", () => {
  test("the local provider: the shop's own checkout and gateway, figures it edits, and its VAT settings", () => {
    const { env, commerce, catalogueIsEditable, configuredGatewayName, shopVatSettings } = modules;
    jest.replaceProperty(env, "COMMERCE_PROVIDER", "local");
    expect(commerce.getCommerce().offers.checkout).toBe("local");
    expect(commerce.offersCashOnDelivery()).toBe(true);
    expect(configuredGatewayName()).toBe("stripe");
    expect(catalogueIsEditable()).toBe(true);
    expect(shopVatSettings()).toBe(merchant);
  });

  test("Shopify: its checkout takes order and payment (the gateway goes unused), its figures are read-only, no VAT claim", () => {
    const { env, commerce, catalogueIsEditable, configuredGatewayName, shopVatSettings } = modules;
    jest.replaceProperty(env, "COMMERCE_PROVIDER", "shopify");
    expect(commerce.getCommerce().offers.checkout).toBe("shopify");
    expect(commerce.offersCashOnDelivery()).toBe(false);
    expect(configuredGatewayName()).toBeNull();
    expect(catalogueIsEditable()).toBe(false);
    expect(shopVatSettings()).toBeNull();
  });
});

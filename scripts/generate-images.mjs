#!/usr/bin/env node
/**
 * Draws the shop's own imagery as SVG and renders it with sharp, so every picture on the site
 * is ours, consistent in palette and reproducible. Run: `node scripts/generate-images.mjs`.
 * Outputs are committed; re-run only when a drawing changes.
 */
import { mkdir, stat } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";

import { about, appIcon, hero, ingredients } from "./images/scenes-brand.mjs";
import {
  bundleGiftBox,
  bundleTrio,
  productFront,
  productLifestyle,
  productWithSwatch,
} from "./images/scenes-products.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const productSlugs = ["matcha-clay-mask", "collagen-essence", "matcha-pure-cleanser"];

/** [output path relative to the repo, SVG source, format] */
const jobs = [
  ...productSlugs.flatMap((slug, index) => [
    [`public/images/products/${slug}-1.webp`, () => productFront(slug)],
    [`public/images/products/${slug}-2.webp`, () => productWithSwatch(slug, 100 + index)],
    [`public/images/products/${slug}-3.webp`, () => productLifestyle(slug, 200 + index)],
  ]),
  ["public/images/bundles/matcha-ritual-1.webp", bundleTrio],
  ["public/images/bundles/matcha-ritual-2.webp", bundleGiftBox],
  ["public/images/hero.webp", hero],
  ["public/images/about.webp", about],
  ...Object.entries(ingredients).map(([name, draw]) => [`public/images/ingredients/${name}.webp`, draw]),
  ["app/icon.png", () => appIcon(512)],
  ["app/apple-icon.png", () => appIcon(180)],
];

async function render(relativePath, draw) {
  const target = path.join(root, relativePath);
  await mkdir(path.dirname(target), { recursive: true });
  const image = sharp(Buffer.from(draw()), { density: 72 });
  if (target.endsWith(".png")) {
    await image.png({ compressionLevel: 9, palette: true }).toFile(target);
  } else {
    await image.webp({ quality: 80, effort: 6, smartSubsample: true }).toFile(target);
  }
  const { size } = await stat(target);
  console.log(`${relativePath.padEnd(52)} ${(size / 1024).toFixed(1)} KB`);
}

const only = process.argv[2];
for (const [relativePath, draw] of jobs) {
  if (!only || relativePath.includes(only)) await render(relativePath, draw);
}

import { claySwatch, essenceSwatch, foamSwatch, leaf, matchaBowl, powderPile, sprig, whisk } from "./motifs.mjs";
import { packages } from "./packaging.mjs";
import { archBackdrop, groundShadow, palette, place, seeded, surface, svgDocument } from "./primitives.mjs";

const SIZE = 1200;

/** Per package: a scale that makes the three read as the same family at the same height. */
const baseScale = { "matcha-clay-mask": 1.45, "collagen-essence": 1.05, "matcha-pure-cleanser": 1.02 };
const halfWidth = { "matcha-clay-mask": 230, "collagen-essence": 120, "matcha-pure-cleanser": 150 };

function productAt(slug, x, y, scale = 1, rotate = 0) {
  const s = baseScale[slug] * scale;
  return groundShadow(x, y, halfWidth[slug] * s * 1.1) + place(packages[slug](), { x, y, scale: s, rotate });
}

/** The wide jar needs a smaller scale to leave room for its texture swatch. */
const swatchViewScale = { "matcha-clay-mask": 0.74, "collagen-essence": 1.0, "matcha-pure-cleanser": 1.0 };

const swatches = {
  "matcha-clay-mask": claySwatch,
  "collagen-essence": essenceSwatch,
  "matcha-pure-cleanser": foamSwatch,
};

export function productFront(slug) {
  const body =
    archBackdrop(SIZE, SIZE, { archWidth: 780, archTop: 150 }) +
    surface(SIZE, SIZE, 1010, palette.creamDeep) +
    productAt(slug, 600, 1040, 1.05);
  return svgDocument(SIZE, SIZE, body);
}

export function productWithSwatch(slug, seed) {
  const rand = seeded(seed);
  const body = `
<rect width="${SIZE}" height="${SIZE}" fill="${palette.paper}"/>
<circle cx="520" cy="560" r="420" fill="${palette.matchaMist}"/>
${surface(SIZE, SIZE, 880, palette.cream)}
${productAt(slug, 400, 1000, swatchViewScale[slug], -5)}
${swatches[slug]({ x: 890, y: 1010, scale: 1.35, rand })}
${leaf({ x: 700, y: 1130, length: 160, angle: -14 })}
${leaf({ x: 1130, y: 1120, length: 130, angle: 200, color: palette.matchaLight })}`;
  return svgDocument(SIZE, SIZE, body);
}

export function productLifestyle(slug, seed) {
  const rand = seeded(seed);
  const body = `
<rect width="${SIZE}" height="${SIZE}" fill="${palette.matchaMist}"/>
<rect x="0" y="0" width="${SIZE}" height="140" fill="${palette.matchaPale}" opacity="0.35"/>
${sprig({ x: -30, y: 120, length: 380, angle: 28, leafLength: 150 })}
${sprig({ x: 1230, y: 220, length: 300, angle: 160, leafLength: 120 })}
${surface(SIZE, SIZE, 820, palette.wood)}
<rect x="0" y="900" width="${SIZE}" height="4" fill="${palette.woodDark}" opacity="0.35"/>
<rect x="0" y="1040" width="${SIZE}" height="4" fill="${palette.woodDark}" opacity="0.3"/>
${productAt(slug, 470, 960, 0.85)}
${groundShadow(930, 1010, 170, 20)}
${matchaBowl({ x: 930, y: 880, width: 300 })}
${whisk({ x: 690, y: 1110, length: 300, angle: -8 })}
${powderPile({ x: 1040, y: 1110, width: 160, rand })}
${leaf({ x: 120, y: 1090, length: 170, angle: -20 })}
${leaf({ x: 210, y: 1150, length: 130, angle: 15, color: palette.matchaLight })}`;
  return svgDocument(SIZE, SIZE, body);
}

/** Cleanser, mask, essence: the order of the ritual, spaced so every name stays readable. */
function trio({ y, scale, gap, lift = 40 }) {
  return (
    productAt("matcha-pure-cleanser", 600 - gap, y - lift, scale) +
    productAt("collagen-essence", 600 + gap, y - lift, scale) +
    productAt("matcha-clay-mask", 600, y + lift, scale * 0.95)
  );
}

export function bundleTrio() {
  const body =
    archBackdrop(SIZE, SIZE, { archWidth: 980, archTop: 130 }) +
    surface(SIZE, SIZE, 980, palette.creamDeep) +
    trio({ y: 1010, scale: 0.76, gap: 385 });
  return svgDocument(SIZE, SIZE, body);
}

export function bundleGiftBox() {
  const ribbon = palette.matcha;
  const body = `
<rect width="${SIZE}" height="${SIZE}" fill="${palette.cream}"/>
<circle cx="600" cy="520" r="440" fill="${palette.matchaMist}"/>
${sprig({ x: 80, y: 160, length: 340, angle: 20, leafLength: 130 })}
${sprig({ x: 1120, y: 140, length: 300, angle: 155, leafLength: 120 })}
${surface(SIZE, SIZE, 1000, palette.sand)}
${groundShadow(600, 1060, 470, 40, 0.3)}
<rect x="140" y="830" width="920" height="70" fill="#c9b48c"/>
${trio({ y: 960, scale: 0.68, gap: 340, lift: 0 })}
<rect x="130" y="880" width="940" height="190" rx="10" fill="#d9c6a0"/>
<rect x="130" y="880" width="940" height="20" fill="#fff" opacity="0.2"/>
<rect x="560" y="880" width="80" height="190" fill="${ribbon}"/>
<rect x="330" y="920" width="540" height="112" rx="10" fill="${palette.paper}"/>
<text x="600" y="966" font-family="DejaVu Sans" font-size="20" letter-spacing="6" fill="${palette.matcha}" text-anchor="middle">MATCHA GLOW</text>
<text x="600" y="1010" font-family="DejaVu Serif" font-size="38" fill="${palette.ink}" text-anchor="middle">The Matcha Ritual</text>
${leaf({ x: 150, y: 1110, length: 170, angle: -12 })}
${leaf({ x: 960, y: 1120, length: 150, angle: 196, color: palette.matchaLight })}`;
  return svgDocument(SIZE, SIZE, body);
}

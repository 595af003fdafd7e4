import { leaf, matchaBowl, powderPile, sprig, whisk } from "./motifs.mjs";
import { packages } from "./packaging.mjs";
import { groundShadow, palette, place, seeded, svgDocument } from "./primitives.mjs";

/** Home hero: calm space on the start side for the headline, the ritual on the end side. */
export function hero() {
  const rand = seeded(11);
  const defs = `<linearGradient id="hero-bg" x1="0" x2="1" y1="0" y2="0"><stop offset="0" stop-color="${palette.paper}"/><stop offset="1" stop-color="${palette.matchaMist}"/></linearGradient>`;
  const body = `
<rect width="1600" height="900" fill="url(#hero-bg)"/>
<path d="M 800 900 V 420 A 340 340 0 0 1 1480 420 V 900 Z" fill="${palette.matchaPale}" opacity="0.55"/>
${sprig({ x: 1640, y: 60, length: 380, angle: 150, leafLength: 140 })}
<rect x="0" y="720" width="1600" height="180" fill="${palette.sand}"/>
<rect x="0" y="720" width="1600" height="5" fill="#000" opacity="0.05"/>
${groundShadow(870, 770, 110, 16)}${place(packages["matcha-pure-cleanser"](), { x: 870, y: 770, scale: 0.72 })}
${groundShadow(1390, 770, 100, 16)}${place(packages["collagen-essence"](), { x: 1390, y: 770, scale: 0.76 })}
${groundShadow(1135, 800, 180, 20)}${place(packages["matcha-clay-mask"](), { x: 1135, y: 800, scale: 0.84 })}
${groundShadow(1500, 860, 90, 12)}${matchaBowl({ x: 1500, y: 810, width: 170 })}
${whisk({ x: 700, y: 840, length: 240, angle: -6 })}
${powderPile({ x: 860, y: 860, width: 120, rand })}
${leaf({ x: 560, y: 800, length: 120, angle: -25, color: palette.matchaLight })}`;
  return svgDocument(1600, 900, body, defs);
}

/** About: terraced tea fields under a soft sun, for the heritage story. */
export function about() {
  const defs = `<linearGradient id="sky" x1="0" x2="0" y1="0" y2="1"><stop offset="0" stop-color="${palette.paper}"/><stop offset="1" stop-color="${palette.matchaMist}"/></linearGradient>`;
  const hill = (top, color, rowColor, amp, rows) => {
    const path = `M 0 ${top} C 300 ${top - amp} 700 ${top + amp} 1200 ${top - amp * 0.5} V 800 H 0 Z`;
    const lines = Array.from({ length: rows }, (_, i) => {
      const y = top + 28 + i * 34;
      return `<path d="M -20 ${y} C 300 ${y - amp * 0.8} 700 ${y + amp * 0.8} 1220 ${y - amp * 0.4}" stroke="${rowColor}" stroke-width="10" fill="none" stroke-linecap="round" opacity="0.55"/>`;
    }).join("");
    return `<path d="${path}" fill="${color}"/>${lines}`;
  };
  const body = `
<rect width="1200" height="800" fill="url(#sky)"/>
<circle cx="880" cy="230" r="110" fill="#f3e2b3" opacity="0.8"/>
${hill(330, palette.matchaPale, palette.matchaLight, 60, 3)}
${hill(440, palette.matchaLight, palette.matchaMid, 70, 4)}
${hill(570, palette.matchaMid, palette.matcha, 50, 6)}
${groundShadow(960, 760, 150, 18)}${matchaBowl({ x: 960, y: 690, width: 260 })}
${sprig({ x: -20, y: 780, length: 320, angle: -30, leafLength: 120 })}`;
  return svgDocument(1200, 800, body, defs);
}

function ingredientFrame(tint, inner) {
  return svgDocument(
    600,
    600,
    `<rect width="600" height="600" fill="${palette.cream}"/><circle cx="300" cy="300" r="240" fill="${tint}"/>${inner}`,
  );
}

export const ingredients = {
  matcha: () =>
    ingredientFrame(
      palette.matchaMist,
      `${matchaBowl({ x: 300, y: 290, width: 300 })}${powderPile({ x: 170, y: 470, width: 140, rand: seeded(3) })}${leaf({ x: 360, y: 470, length: 140, angle: -15 })}`,
    ),
  kaolin: () => {
    const rand = seeded(5);
    const chunks = Array.from({ length: 7 }, (_, i) => {
      const row = Math.floor(i / 4);
      const cx = 195 + row * 40 + (i % 4) * 72 + rand() * 14;
      const cy = 400 - row * 70 + rand() * 12;
      const r = 40 + rand() * 20;
      const points = Array.from({ length: 7 }, (_, k) => {
        const a = (k / 7) * Math.PI * 2;
        const d = r * (0.7 + rand() * 0.4);
        return `${(cx + Math.cos(a) * d).toFixed(1)} ${(cy + Math.sin(a) * d * 0.8).toFixed(1)}`;
      });
      return `<path d="M ${points.join(" L ")} Z" fill="${i % 2 ? "#f7f3ea" : "#e6ddc9"}" stroke="#b9ab8c" stroke-width="3" stroke-linejoin="round"/>`;
    }).join("");
    return ingredientFrame(
      palette.creamDeep,
      `<path d="M 130 460 C 200 380 400 380 470 460 Z" fill="#f6f2e9" stroke="#cfc3a6" stroke-width="3"/>${chunks}`,
    );
  },
  collagen: () => {
    const rand = seeded(7);
    const pearls = Array.from({ length: 9 }, () => {
      const cx = 170 + rand() * 260;
      const cy = 170 + rand() * 260;
      const r = 26 + rand() * 34;
      return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#f4c9ad" opacity="0.9"/><circle cx="${cx - r * 0.3}" cy="${cy - r * 0.35}" r="${r * 0.25}" fill="#fff" opacity="0.8"/>`;
    }).join("");
    return ingredientFrame(palette.peach + "88", pearls);
  },
  hyaluronic: () => {
    const drop = (x, y, s) =>
      `<g transform="translate(${x} ${y}) scale(${s})"><path d="M 0 -90 C 30 -40 50 -10 50 20 C 50 50 28 70 0 70 C -28 70 -50 50 -50 20 C -50 -10 -30 -40 0 -90 Z" fill="#bfe0da" stroke="#8cc3b9" stroke-width="4"/><ellipse cx="-18" cy="14" rx="9" ry="18" fill="#fff" opacity="0.85"/></g>`;
    return ingredientFrame(
      palette.water,
      drop(300, 300, 1.7) + drop(190, 380, 0.8) + drop(420, 220, 0.7) + drop(410, 420, 0.55),
    );
  },
  centella: () => {
    const roundLeaf = (angle, length) => `
<g transform="translate(300 470) rotate(${angle})">
  <line x1="0" y1="0" x2="0" y2="${-length}" stroke="${palette.matcha}" stroke-width="6"/>
  <path d="M 0 ${-length + 10} C -70 ${-length + 10} -80 ${-length - 100} 0 ${-length - 90} C 80 ${-length - 100} 70 ${-length + 10} 0 ${-length + 10} Z" fill="${palette.matchaMid}" stroke="${palette.matcha}" stroke-width="4"/>
  <path d="M 0 ${-length + 6} L 0 ${-length - 70} M 0 ${-length - 20} L -40 ${-length - 60} M 0 ${-length - 20} L 40 ${-length - 60}" stroke="${palette.matchaPale}" stroke-width="4"/>
</g>`;
    return ingredientFrame(palette.matchaMist, roundLeaf(-50, 130) + roundLeaf(50, 130) + roundLeaf(0, 170));
  },
  aloe: () => {
    const blade = (angle, length, color) =>
      `<path transform="translate(300 500) rotate(${angle})" d="M -34 0 C -40 ${-length * 0.5} -12 ${-length * 0.85} 0 ${-length} C 12 ${-length * 0.85} 40 ${-length * 0.5} 34 0 Z" fill="${color}" stroke="${palette.matcha}" stroke-width="3"/>`;
    const gel = `<g transform="translate(420 440)"><rect x="-50" y="-30" width="100" height="60" rx="16" fill="${palette.matchaLight}"/><rect x="-38" y="-20" width="76" height="40" rx="12" fill="#eaf3dc"/></g>`;
    return ingredientFrame(
      palette.matchaMist,
      blade(-40, 300, palette.matchaLight) +
        blade(40, 300, palette.matchaLight) +
        blade(-15, 360, palette.matchaMid) +
        blade(15, 340, palette.matchaMid) +
        gel,
    );
  },
};

/** App icon: a cream leaf on matcha, legible at favicon size. */
export function appIcon(size) {
  const leafPath = "M 130 390 C 110 250 210 130 390 120 C 400 300 300 400 130 390 Z";
  return svgDocument(
    size,
    size,
    `<g transform="scale(${size / 512})"><rect width="512" height="512" rx="112" fill="${palette.matcha}"/><path d="${leafPath}" fill="${palette.cream}"/><path d="M 150 372 C 220 300 290 230 360 150" stroke="${palette.matcha}" stroke-width="16" fill="none" stroke-linecap="round"/></g>`,
  );
}

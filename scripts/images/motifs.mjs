import { palette } from "./primitives.mjs";

/** A tea leaf pointing along +x from (0, 0); placed with translate/rotate. */
export function leaf({ x, y, length = 160, angle = 0, color = palette.matchaMid, vein = palette.matchaPale }) {
  const w = length * 0.36;
  return `
<g transform="translate(${x} ${y}) rotate(${angle})">
  <path d="M 0 0 C ${length * 0.25} ${-w} ${length * 0.7} ${-w * 0.9} ${length} 0 C ${length * 0.7} ${w * 0.9} ${length * 0.25} ${w} 0 0 Z" fill="${color}"/>
  <path d="M 0 0 Q ${length * 0.5} ${-w * 0.08} ${length * 0.96} 0" stroke="${vein}" stroke-width="${Math.max(2, length / 60)}" fill="none" opacity="0.8"/>
</g>`;
}

/** A short stem with paired leaves, the shop's recurring botanical motif. */
export function sprig({
  x,
  y,
  length = 360,
  angle = 0,
  leafLength = 130,
  colors = [palette.matchaMid, palette.matcha, palette.matchaLight],
}) {
  const leaves = [0.25, 0.5, 0.75]
    .flatMap((t, i) => [
      leaf({ x: length * t, y: 0, length: leafLength * (1 - t * 0.25), angle: -42, color: colors[i % colors.length] }),
      leaf({
        x: length * t + 12,
        y: 0,
        length: leafLength * (1 - t * 0.25),
        angle: 42,
        color: colors[(i + 1) % colors.length],
      }),
    ])
    .join("");
  return `
<g transform="translate(${x} ${y}) rotate(${angle})">
  <path d="M 0 0 Q ${length * 0.5} -14 ${length} 0" stroke="${palette.matchaDeep}" stroke-width="7" fill="none" stroke-linecap="round"/>
  ${leaves}
  ${leaf({ x: length - 6, y: 0, length: leafLength * 0.7, angle: 0, color: palette.matchaLight })}
</g>`;
}

/** A chawan seen from slightly above, filled with whisked matcha; centred on its rim. */
export function matchaBowl({ x, y, width = 360 }) {
  const r = width / 2;
  return `
<g transform="translate(${x} ${y})">
  <path d="M ${-r} 0 C ${-r} ${r * 0.95} ${r} ${r * 0.95} ${r} 0 Z" fill="#e9e1cf"/>
  <path d="M ${-r} 0 C ${-r * 0.9} ${r * 0.55} ${-r * 0.4} ${r * 0.8} 0 ${r * 0.8} L 0 ${r * 0.72} C ${-r * 0.35} ${r * 0.7} ${-r * 0.8} ${r * 0.45} ${-r * 0.85} 0 Z" fill="#fff" opacity="0.35"/>
  <path d="M ${-r} 0 C ${-r * 0.9} ${r * 0.35} ${r * 0.9} ${r * 0.35} ${r} 0" fill="none" stroke="#c9bd9f" stroke-width="6"/>
  <rect x="${-r * 0.3}" y="${r * 0.7}" width="${r * 0.6}" height="${r * 0.12}" rx="6" fill="#d6cbb2"/>
  <ellipse cx="0" cy="0" rx="${r}" ry="${r * 0.28}" fill="#d8ceb6"/>
  <ellipse cx="0" cy="${r * 0.02}" rx="${r * 0.9}" ry="${r * 0.22}" fill="url(#matcha-surface)"/>
  <ellipse cx="${-r * 0.2}" cy="${-r * 0.02}" rx="${r * 0.35}" ry="${r * 0.07}" fill="#c7dc9f" opacity="0.7"/>
</g>`;
}

/** A bamboo chasen lying on its side, handle towards +x. */
export function whisk({ x, y, length = 320, angle = 0 }) {
  const tines = Array.from({ length: 13 }, (_, i) => {
    const spread = (i - 6) * 9;
    return `<path d="M ${length * 0.45} ${spread * 0.25} C ${length * 0.25} ${spread * 1.1} ${length * 0.05} ${spread * 1.2} 0 ${spread * 0.5}" stroke="#a8884f" stroke-width="4" fill="none"/>`;
  }).join("");
  return `
<g transform="translate(${x} ${y}) rotate(${angle})">
  ${tines}
  <rect x="${length * 0.42}" y="-20" width="${length * 0.58}" height="40" rx="18" fill="#cdb27f"/>
  <rect x="${length * 0.42}" y="-20" width="${length * 0.58}" height="10" rx="5" fill="#fff" opacity="0.25"/>
  <rect x="${length * 0.7}" y="-21" width="8" height="42" fill="#a98c5b"/>
</g>`;
}

/** A small mound of matcha powder on the surface. */
export function powderPile({ x, y, width = 220, rand }) {
  const r = width / 2;
  const specks = Array.from({ length: 26 }, () => {
    const dx = (rand() - 0.5) * width * 1.3;
    const dy = rand() * 18 + 2;
    return `<circle cx="${dx}" cy="${dy}" r="${2 + rand() * 3}" fill="${palette.matchaMid}" opacity="0.7"/>`;
  }).join("");
  return `
<g transform="translate(${x} ${y})">
  <path d="M ${-r} 10 C ${-r * 0.6} ${-r * 0.1} ${-r * 0.3} ${-r * 0.55} 0 ${-r * 0.55} C ${r * 0.3} ${-r * 0.55} ${r * 0.6} ${-r * 0.1} ${r} 10 Z" fill="${palette.matchaMid}"/>
  <path d="M ${-r * 0.55} -4 C ${-r * 0.3} ${-r * 0.3} ${-r * 0.1} ${-r * 0.48} ${r * 0.05} ${-r * 0.5} C ${-r * 0.1} ${-r * 0.3} ${-r * 0.3} ${-r * 0.1} ${-r * 0.4} 0 Z" fill="${palette.matchaLight}" opacity="0.7"/>
  ${specks}
</g>`;
}

/** Swatch of the clay mask's texture: a thick green smear. */
export function claySwatch({ x, y, scale = 1 }) {
  return `
<g transform="translate(${x} ${y}) scale(${scale})">
  <path d="M -170 20 C -200 -40 -120 -90 -40 -70 C 30 -110 150 -80 170 -20 C 200 40 120 80 40 60 C -40 100 -150 80 -170 20 Z" fill="#7fa25e"/>
  <path d="M -120 0 C -90 -40 -20 -50 30 -35 C 80 -60 130 -40 135 -10 C 80 -25 20 -10 -30 -5 C -70 10 -100 15 -120 0 Z" fill="#a3c27f"/>
  <path d="M -60 30 C -10 20 60 30 110 10" stroke="#5f8548" stroke-width="6" fill="none" stroke-linecap="round" opacity="0.6"/>
</g>`;
}

/** Swatch of the essence: a clear pool with a falling drop. */
export function essenceSwatch({ x, y, scale = 1 }) {
  return `
<g transform="translate(${x} ${y}) scale(${scale})">
  <ellipse cx="0" cy="20" rx="160" ry="46" fill="#eef3e4" stroke="#cfdcb8" stroke-width="4"/>
  <ellipse cx="-40" cy="10" rx="60" ry="12" fill="#fff" opacity="0.8"/>
  <path d="M 0 -210 C 30 -160 48 -130 48 -100 C 48 -72 26 -52 0 -52 C -26 -52 -48 -72 -48 -100 C -48 -130 -30 -160 0 -210 Z" fill="#e6efd6" stroke="#b9cf97" stroke-width="4"/>
  <ellipse cx="-16" cy="-96" rx="10" ry="20" fill="#fff" opacity="0.9"/>
</g>`;
}

/** Swatch of the cleanser: a cloud of fine foam. */
export function foamSwatch({ x, y, scale = 1, rand }) {
  const bubbles = Array.from({ length: 40 }, () => {
    const angle = rand() * Math.PI * 2;
    const dist = Math.sqrt(rand()) * 130;
    const r = 12 + rand() * 26;
    return `<circle cx="${Math.cos(angle) * dist * 1.3}" cy="${Math.sin(angle) * dist * 0.6}" r="${r}" fill="#fdfdf8" stroke="#d7e3c3" stroke-width="3"/>`;
  }).join("");
  return `<g transform="translate(${x} ${y}) scale(${scale})">${bubbles}</g>`;
}

/** Shared palette and small SVG helpers for the shop's generated imagery. */

export const palette = {
  cream: "#f7f3e8",
  creamDeep: "#ece5d2",
  paper: "#fbf9f2",
  sand: "#e3d7bd",
  wood: "#d8c3a0",
  woodDark: "#b89d74",
  matchaDeep: "#2f5537",
  matcha: "#3d6b45",
  matchaMid: "#5f8f4e",
  matchaLight: "#8fb36a",
  matchaPale: "#c9dba8",
  matchaMist: "#e4edd3",
  ink: "#243a2a",
  peach: "#f1d3bf",
  water: "#d5e8e4",
};

/** Deterministic random numbers, so re-running the script yields byte-identical scenes. */
export function seeded(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function svgDocument(width, height, body, defs = "") {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs>${commonDefs}${defs}</defs>
${body}
</svg>`;
}

const commonDefs = `
<filter id="soft-shadow" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="18"/></filter>
<filter id="blur-sm" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="6"/></filter>
<linearGradient id="cyl-cream" x1="0" x2="1" y1="0" y2="0">
  <stop offset="0" stop-color="#e4dcc6"/><stop offset="0.35" stop-color="#fdfbf4"/><stop offset="0.6" stop-color="#f6f1e3"/><stop offset="1" stop-color="#d9cfb6"/>
</linearGradient>
<linearGradient id="cyl-green" x1="0" x2="1" y1="0" y2="0">
  <stop offset="0" stop-color="#2a4c31"/><stop offset="0.35" stop-color="#4f7f52"/><stop offset="0.6" stop-color="#3d6b45"/><stop offset="1" stop-color="#25432b"/>
</linearGradient>
<linearGradient id="glass-green" x1="0" x2="1" y1="0" y2="0">
  <stop offset="0" stop-color="#55804a"/><stop offset="0.3" stop-color="#9cbf7c"/><stop offset="0.55" stop-color="#7aa563"/><stop offset="1" stop-color="#476f3f"/>
</linearGradient>
<linearGradient id="gold" x1="0" x2="1" y1="0" y2="0">
  <stop offset="0" stop-color="#a88a55"/><stop offset="0.4" stop-color="#e6d3a3"/><stop offset="1" stop-color="#8f7444"/>
</linearGradient>
<radialGradient id="matcha-surface" cx="0.45" cy="0.4" r="0.7">
  <stop offset="0" stop-color="#a9c77a"/><stop offset="1" stop-color="#5f8f4e"/>
</radialGradient>`;

/** Cream backdrop with a soft arch of pale matcha behind the subject. */
export function archBackdrop(
  width,
  height,
  { archX = width / 2, archWidth = width * 0.62, archTop = height * 0.14, tint = palette.matchaMist } = {},
) {
  const r = archWidth / 2;
  return `
<rect width="${width}" height="${height}" fill="${palette.cream}"/>
<path d="M ${archX - r} ${height} V ${archTop + r} A ${r} ${r} 0 0 1 ${archX + r} ${archTop + r} V ${height} Z" fill="${tint}"/>`;
}

/** A table-top surface across the lower part of the frame. */
export function surface(width, height, top, color = palette.sand) {
  return `
<rect x="0" y="${top}" width="${width}" height="${height - top}" fill="${color}"/>
<rect x="0" y="${top}" width="${width}" height="6" fill="#000" opacity="0.05"/>`;
}

export function groundShadow(cx, cy, rx, ry = rx * 0.12, opacity = 0.22) {
  return `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="#3a3324" opacity="${opacity}" filter="url(#soft-shadow)"/>`;
}

export function place(content, { x = 0, y = 0, scale = 1, rotate = 0 } = {}) {
  return `<g transform="translate(${x} ${y}) rotate(${rotate}) scale(${scale})">${content}</g>`;
}

/** Brand lettering used on every package, so the three products read as one line. */
export function packageLabel({ lines, size, width, y, nameSize = 34, dark = false }) {
  const ink = dark ? palette.paper : palette.ink;
  const accent = dark ? palette.matchaPale : palette.matcha;
  const nameLines = lines
    .map(
      (line, index) =>
        `<text x="0" y="${y + 86 + index * (nameSize + 8)}" font-family="DejaVu Serif" font-size="${nameSize}" fill="${ink}" text-anchor="middle">${line}</text>`,
    )
    .join("");
  const afterName = y + 86 + (lines.length - 1) * (nameSize + 8);
  return `
<g>
  <path d="M -9 ${y + 22} C -9 ${y + 8} 0 ${y} 9 ${y - 4} C 9 ${y + 10} 2 ${y + 20} -9 ${y + 22} Z" fill="${accent}"/>
  <text x="0" y="${y + 46}" font-family="DejaVu Sans" font-size="15" letter-spacing="5" fill="${accent}" text-anchor="middle">MATCHA GLOW</text>
  ${nameLines}
  <line x1="${-width * 0.18}" x2="${width * 0.18}" y1="${afterName + 22}" y2="${afterName + 22}" stroke="${accent}" stroke-width="2"/>
  <text x="0" y="${afterName + 52}" font-family="DejaVu Sans" font-size="16" letter-spacing="2" fill="${ink}" opacity="0.8" text-anchor="middle">${size}</text>
</g>`;
}

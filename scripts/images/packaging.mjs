import { packageLabel, palette } from "./primitives.mjs";

/** Each package is drawn with its base centre at (0, 0), growing upwards, about 600 units tall. */

export function clayMaskJar() {
  const ridges = Array.from({ length: 23 }, (_, i) => -220 + i * 20)
    .map(
      (x) => `<line x1="${x}" x2="${x}" y1="-402" y2="-300" stroke="#1f3a25" stroke-opacity="0.18" stroke-width="3"/>`,
    )
    .join("");
  return `
<g>
  <rect x="-220" y="-300" width="440" height="300" rx="38" fill="url(#cyl-cream)"/>
  <rect x="-220" y="-40" width="440" height="40" rx="20" fill="#000" opacity="0.04"/>
  <rect x="-230" y="-410" width="460" height="122" rx="22" fill="url(#cyl-green)"/>
  ${ridges}
  <rect x="-230" y="-410" width="460" height="16" rx="8" fill="#fff" opacity="0.12"/>
  <rect x="-175" y="-268" width="350" height="236" rx="14" fill="${palette.paper}" stroke="${palette.matchaPale}" stroke-width="3"/>
  ${packageLabel({ lines: ["Matcha", "Clay Mask"], size: "100ml", width: 350, y: -250, nameSize: 36 })}
  <rect x="-150" y="-296" width="28" height="280" rx="14" fill="#fff" opacity="0.35"/>
</g>`;
}

export function essenceDropper() {
  return `
<g>
  <path d="M -120 -290 Q -120 -340 -70 -352 L -46 -358 L -46 -392 L 46 -392 L 46 -358 L 70 -352 Q 120 -340 120 -290 L 120 -30 Q 120 0 90 0 L -90 0 Q -120 0 -120 -30 Z" fill="url(#glass-green)"/>
  <rect x="-62" y="-462" width="124" height="78" rx="10" fill="url(#gold)"/>
  <line x1="-62" x2="62" y1="-440" y2="-440" stroke="#6d5733" stroke-opacity="0.4" stroke-width="2"/>
  <path d="M -40 -462 L -40 -560 Q -40 -610 0 -610 Q 40 -610 40 -560 L 40 -462 Z" fill="url(#cyl-green)"/>
  <rect x="-26" y="-598" width="12" height="120" rx="6" fill="#fff" opacity="0.18"/>
  <rect x="-98" y="-282" width="196" height="228" rx="12" fill="${palette.paper}"/>
  ${packageLabel({ lines: ["Collagen", "Essence"], size: "50ml", width: 196, y: -266, nameSize: 30 })}
  <rect x="-108" y="-330" width="20" height="300" rx="10" fill="#fff" opacity="0.28"/>
</g>`;
}

export function cleanserTube() {
  const crimp = Array.from({ length: 15 }, (_, i) => -140 + i * 20)
    .map(
      (x) => `<line x1="${x}" x2="${x}" y1="-600" y2="-572" stroke="#8f866f" stroke-opacity="0.45" stroke-width="2"/>`,
    )
    .join("");
  return `
<g>
  <rect x="-92" y="-96" width="184" height="96" rx="14" fill="url(#cyl-green)"/>
  <rect x="-92" y="-96" width="184" height="12" rx="6" fill="#fff" opacity="0.15"/>
  <path d="M -108 -96 C -118 -250 -142 -430 -148 -572 L 148 -572 C 142 -430 118 -250 108 -96 Z" fill="url(#cyl-cream)"/>
  <rect x="-150" y="-604" width="300" height="36" rx="6" fill="#e9e2cf"/>
  ${crimp}
  <path d="M -112 -150 C -114 -160 -116 -170 -117 -180 L 117 -180 C 116 -170 114 -160 112 -150 Z" fill="${palette.matcha}"/>
  <path d="M -142 -520 L 142 -520 L 143 -500 L -143 -500 Z" fill="${palette.matchaLight}"/>
  ${packageLabel({ lines: ["Matcha Pure", "Cleanser"], size: "100ml", width: 260, y: -470, nameSize: 30 })}
  <path d="M -100 -560 C -96 -430 -84 -270 -78 -110 L -58 -110 C -66 -270 -76 -430 -80 -560 Z" fill="#fff" opacity="0.35"/>
</g>`;
}

export const packages = {
  "matcha-clay-mask": clayMaskJar,
  "collagen-essence": essenceDropper,
  "matcha-pure-cleanser": cleanserTube,
};

import { createTailwindMerge, fromTheme, validators } from "tailwind-merge";

// cn() runs in client components (Button, Input, Dialog, Sheet...), so whatever config it merges with ships on every
// route; tailwind-merge's default config alone is about 8.5 KB gzipped. This is that config cut down to the class
// groups the codebase uses: definitions, group ids and conflicts are copied from
// node_modules/tailwind-merge/src/lib/default-config.ts, in the same order, because groups sharing a prefix (text-*,
// font-*, border-*) try their validators in that order. A class whose group is missing here is not just left alone:
// a catch-all group may claim it (text-left would read as a text colour), so tests/unit/ui/class-merge.test.ts
// compares this merge with the full twMerge over every class literal in components/ and app/, and names the classes
// to add a group for.

const {
  isAny,
  isAnyNonArbitrary,
  isArbitraryFamilyName,
  isArbitraryLength,
  isArbitraryShadow,
  isArbitraryValue,
  isArbitraryVariable,
  isArbitraryVariableFamilyName,
  isArbitraryVariableLength,
  isArbitraryVariableShadow,
  isArbitraryVariableWeight,
  isArbitraryWeight,
  isFraction,
  isInteger,
  isNumber,
  isTshirtSize,
} = validators;

export const mergeClasses = createTailwindMerge(() => {
  const themeColor = fromTheme("color");
  const themeFont = fromTheme("font");
  const themeText = fromTheme("text");
  const themeFontWeight = fromTheme("font-weight");
  const themeTracking = fromTheme("tracking");
  const themeLeading = fromTheme("leading");
  const themeBreakpoint = fromTheme("breakpoint");
  const themeContainer = fromTheme("container");
  const themeSpacing = fromTheme("spacing");
  const themeRadius = fromTheme("radius");
  const themeShadow = fromTheme("shadow");
  const themeBlur = fromTheme("blur");
  const themeAspect = fromTheme("aspect");
  const themeEase = fromTheme("ease");
  const themeAnimate = fromTheme("animate");

  const scaleOverflow = () => ["auto", "hidden", "clip", "visible", "scroll"];
  const scaleUnambiguousSpacing = () => [isArbitraryVariable, isArbitraryValue, themeSpacing];
  const scaleInset = () => [isFraction, "full", "auto", ...scaleUnambiguousSpacing()];
  const scaleGridTemplateColsRows = () => [isInteger, "none", "subgrid", isArbitraryVariable, isArbitraryValue];
  const scaleGridColRowStartAndEnd = () => [
    "auto",
    { span: ["full", isInteger, isArbitraryVariable, isArbitraryValue] },
    isInteger,
    isArbitraryVariable,
    isArbitraryValue,
  ];
  const scaleGridAutoColsRows = () => ["auto", "min", "max", "fr", isArbitraryVariable, isArbitraryValue];
  const scaleAlignPrimaryAxis = () => ["start", "end", "center", "between", "around", "evenly", "stretch", "baseline", "center-safe", "end-safe"];
  const scaleAlignSecondaryAxis = () => ["start", "end", "center", "stretch", "center-safe", "end-safe"];
  const scaleMargin = () => ["auto", ...scaleUnambiguousSpacing()];
  const scaleSizing = () => [isFraction, "auto", "full", "dvw", "dvh", "lvw", "lvh", "svw", "svh", "min", "max", "fit", ...scaleUnambiguousSpacing()];
  const scaleColor = () => [themeColor, isArbitraryVariable, isArbitraryValue];
  const scaleRadius = () => ["", "none", "full", themeRadius, isArbitraryVariable, isArbitraryValue];
  const scaleBorderWidth = () => ["", isNumber, isArbitraryVariableLength, isArbitraryLength];
  const scaleLineStyle = () => ["solid", "dashed", "dotted", "double"];
  const scaleBlur = () => ["", "none", themeBlur, isArbitraryVariable, isArbitraryValue];
  const scaleRotate = () => ["none", isNumber, isArbitraryVariable, isArbitraryValue];
  const scaleTranslate = () => [isFraction, "full", ...scaleUnambiguousSpacing()];

  return {
    cacheSize: 500,
    theme: {
      animate: ["spin", "ping", "pulse", "bounce"],
      aspect: ["video"],
      blur: [isTshirtSize],
      breakpoint: [isTshirtSize],
      color: [isAny],
      container: [isTshirtSize],
      ease: ["in", "out", "in-out"],
      font: [isAnyNonArbitrary],
      "font-weight": ["thin", "extralight", "light", "normal", "medium", "semibold", "bold", "extrabold", "black"],
      leading: ["none", "tight", "snug", "normal", "relaxed", "loose"],
      radius: [isTshirtSize],
      shadow: [isTshirtSize],
      spacing: ["px", isNumber],
      text: [isTshirtSize],
      tracking: ["tighter", "tight", "normal", "wide", "wider", "widest"],
    },
    classGroups: {
      aspect: [{ aspect: ["auto", "square", isFraction, isArbitraryValue, isArbitraryVariable, themeAspect] }],
      display: [
        ...["block", "inline-block", "inline", "flex", "inline-flex", "table", "inline-table", "table-caption", "table-cell", "table-column"],
        ...["table-column-group", "table-footer-group", "table-header-group", "table-row-group", "table-row", "flow-root", "grid", "inline-grid"],
        ...["contents", "list-item", "hidden"],
      ],
      sr: ["sr-only", "not-sr-only"],
      isolation: ["isolate", "isolation-auto"],
      "object-fit": [{ object: ["contain", "cover", "fill", "none", "scale-down"] }],
      overflow: [{ overflow: scaleOverflow() }],
      "overflow-x": [{ "overflow-x": scaleOverflow() }],
      position: ["static", "fixed", "absolute", "relative", "sticky"],
      inset: [{ inset: scaleInset() }],
      "inset-x": [{ "inset-x": scaleInset() }],
      "inset-y": [{ "inset-y": scaleInset() }],
      start: [{ "inset-s": scaleInset(), start: scaleInset() }],
      end: [{ "inset-e": scaleInset(), end: scaleInset() }],
      top: [{ top: scaleInset() }],
      bottom: [{ bottom: scaleInset() }],
      left: [{ left: scaleInset() }],
      z: [{ z: [isInteger, "auto", isArbitraryVariable, isArbitraryValue] }],
      basis: [{ basis: [isFraction, "full", "auto", themeContainer, ...scaleUnambiguousSpacing()] }],
      "flex-direction": [{ flex: ["row", "row-reverse", "col", "col-reverse"] }],
      "flex-wrap": [{ flex: ["nowrap", "wrap", "wrap-reverse"] }],
      flex: [{ flex: [isNumber, isFraction, "auto", "initial", "none", isArbitraryValue] }],
      shrink: [{ shrink: ["", isNumber, isArbitraryVariable, isArbitraryValue] }],
      "grid-cols": [{ "grid-cols": scaleGridTemplateColsRows() }],
      "col-start-end": [{ col: scaleGridColRowStartAndEnd() }],
      "auto-rows": [{ "auto-rows": scaleGridAutoColsRows() }],
      gap: [{ gap: scaleUnambiguousSpacing() }],
      "gap-x": [{ "gap-x": scaleUnambiguousSpacing() }],
      "gap-y": [{ "gap-y": scaleUnambiguousSpacing() }],
      "justify-content": [{ justify: [...scaleAlignPrimaryAxis(), "normal"] }],
      "justify-items": [{ "justify-items": [...scaleAlignSecondaryAxis(), "normal"] }],
      "justify-self": [{ "justify-self": ["auto", ...scaleAlignSecondaryAxis()] }],
      "align-content": [{ content: ["normal", ...scaleAlignPrimaryAxis()] }],
      "align-items": [{ items: [...scaleAlignSecondaryAxis(), { baseline: ["", "last"] }] }],
      p: [{ p: scaleUnambiguousSpacing() }],
      px: [{ px: scaleUnambiguousSpacing() }],
      py: [{ py: scaleUnambiguousSpacing() }],
      ps: [{ ps: scaleUnambiguousSpacing() }],
      pt: [{ pt: scaleUnambiguousSpacing() }],
      pb: [{ pb: scaleUnambiguousSpacing() }],
      mx: [{ mx: scaleMargin() }],
      ms: [{ ms: scaleMargin() }],
      me: [{ me: scaleMargin() }],
      mt: [{ mt: scaleMargin() }],
      mb: [{ mb: scaleMargin() }],
      "space-y": [{ "space-y": scaleUnambiguousSpacing() }],
      size: [{ size: scaleSizing() }],
      w: [{ w: [themeContainer, "screen", ...scaleSizing()] }],
      "min-w": [{ "min-w": [themeContainer, "screen", "none", ...scaleSizing()] }],
      "max-w": [{ "max-w": [themeContainer, "screen", "none", "prose", { screen: [themeBreakpoint] }, ...scaleSizing()] }],
      h: [{ h: ["screen", "lh", ...scaleSizing()] }],
      "min-h": [{ "min-h": ["screen", "lh", "none", ...scaleSizing()] }],
      "max-h": [{ "max-h": ["screen", "lh", "none", ...scaleSizing()] }],
      "font-size": [{ text: ["base", themeText, isArbitraryVariableLength, isArbitraryLength] }],
      "font-style": ["italic", "not-italic"],
      "font-weight": [{ font: [themeFontWeight, isArbitraryVariableWeight, isArbitraryWeight] }],
      "font-family": [{ font: [isArbitraryVariableFamilyName, isArbitraryFamilyName, themeFont] }],
      "fvn-spacing": ["proportional-nums", "tabular-nums"],
      tracking: [{ tracking: [themeTracking, isArbitraryVariable, isArbitraryValue] }],
      leading: [{ leading: ["none", themeLeading, ...scaleUnambiguousSpacing()] }],
      "list-style-position": [{ list: ["inside", "outside"] }],
      "list-style-type": [{ list: ["disc", "decimal", "none", isArbitraryVariable, isArbitraryValue] }],
      "text-alignment": [{ text: ["left", "center", "right", "justify", "start", "end"] }],
      "text-color": [{ text: scaleColor() }],
      "text-decoration": ["underline", "overline", "line-through", "no-underline"],
      "underline-offset": [{ "underline-offset": [isNumber, "auto", isArbitraryVariable, isArbitraryValue] }],
      "text-transform": ["uppercase", "lowercase", "capitalize", "normal-case"],
      "text-wrap": [{ text: ["wrap", "nowrap", "balance", "pretty"] }],
      "vertical-align": [
        { align: ["baseline", "top", "middle", "bottom", "text-top", "text-bottom", "sub", "super", isArbitraryVariable, isArbitraryValue] },
      ],
      whitespace: [{ whitespace: ["normal", "nowrap", "pre", "pre-line", "pre-wrap", "break-spaces"] }],
      break: [{ break: ["normal", "words", "all", "keep"] }],
      "bg-color": [{ bg: scaleColor() }],
      rounded: [{ rounded: scaleRadius() }],
      "border-w": [{ border: scaleBorderWidth() }],
      "border-w-y": [{ "border-y": scaleBorderWidth() }],
      "border-w-s": [{ "border-s": scaleBorderWidth() }],
      "border-w-e": [{ "border-e": scaleBorderWidth() }],
      "border-w-t": [{ "border-t": scaleBorderWidth() }],
      "border-w-b": [{ "border-b": scaleBorderWidth() }],
      "divide-y": [{ "divide-y": scaleBorderWidth() }],
      "border-style": [{ border: [...scaleLineStyle(), "hidden", "none"] }],
      "border-color": [{ border: scaleColor() }],
      "outline-style": [{ outline: [...scaleLineStyle(), "none", "hidden"] }],
      "outline-offset": [{ "outline-offset": [isNumber, isArbitraryVariable, isArbitraryValue] }],
      "outline-w": [{ outline: ["", isNumber, isArbitraryVariableLength, isArbitraryLength] }],
      "outline-color": [{ outline: scaleColor() }],
      shadow: [{ shadow: ["", "inner", "none", themeShadow, isArbitraryVariableShadow, isArbitraryShadow] }],
      "ring-w": [{ ring: scaleBorderWidth() }],
      "ring-color": [{ ring: scaleColor() }],
      "ring-offset-w": [{ "ring-offset": [isNumber, isArbitraryLength] }],
      "ring-offset-color": [{ "ring-offset": scaleColor() }],
      opacity: [{ opacity: [isNumber, isArbitraryVariable, isArbitraryValue] }],
      "backdrop-blur": [{ "backdrop-blur": scaleBlur() }],
      transition: [{ transition: ["", "all", "colors", "opacity", "shadow", "transform", "none", isArbitraryVariable, isArbitraryValue] }],
      duration: [{ duration: [isNumber, "initial", isArbitraryVariable, isArbitraryValue] }],
      ease: [{ ease: ["linear", "initial", themeEase, isArbitraryVariable, isArbitraryValue] }],
      animate: [{ animate: ["none", themeAnimate, isArbitraryVariable, isArbitraryValue] }],
      rotate: [{ rotate: scaleRotate() }],
      "translate-x": [{ "translate-x": scaleTranslate() }],
      "translate-y": [{ "translate-y": scaleTranslate() }],
      accent: [{ accent: scaleColor() }],
      cursor: [
        {
          cursor: [
            ...["auto", "default", "pointer", "wait", "text", "move", "help", "not-allowed", "none", "context-menu", "progress", "cell"],
            ...["crosshair", "vertical-text", "alias", "copy", "no-drop", "grab", "grabbing", "all-scroll", "col-resize", "row-resize"],
            ...["n-resize", "e-resize", "s-resize", "w-resize", "ne-resize", "nw-resize", "se-resize", "sw-resize", "ew-resize", "ns-resize"],
            ...["nesw-resize", "nwse-resize", "zoom-in", "zoom-out", isArbitraryVariable, isArbitraryValue],
          ],
        },
      ],
      "field-sizing": [{ "field-sizing": ["fixed", "content"] }],
      "pointer-events": [{ "pointer-events": ["auto", "none"] }],
      "scroll-mt": [{ "scroll-mt": scaleUnambiguousSpacing() }],
      select: [{ select: ["none", "text", "all", "auto"] }],
      fill: [{ fill: ["none", ...scaleColor()] }],
    },
    conflictingClassGroups: {
      overflow: ["overflow-x"],
      inset: ["inset-x", "inset-y", "start", "end", "top", "bottom", "left"],
      "inset-x": ["start", "end", "left"],
      "inset-y": ["top", "bottom"],
      flex: ["basis", "shrink"],
      gap: ["gap-x", "gap-y"],
      p: ["px", "py", "ps", "pt", "pb"],
      px: ["ps"],
      py: ["pt", "pb"],
      mx: ["ms", "me"],
      size: ["w", "h"],
      "font-size": ["leading"],
      "border-w": ["border-w-y", "border-w-s", "border-w-e", "border-w-t", "border-w-b"],
      "border-w-y": ["border-w-t", "border-w-b"],
    },
    conflictingClassGroupModifiers: {
      "font-size": ["leading"],
    },
    orderSensitiveModifiers: [
      ...["*", "**", "after", "backdrop", "before", "details-content", "file", "first-letter", "first-line", "marker", "placeholder"],
      "selection",
    ],
  };
});

// WCAG 2.2 contrast of two CSS colours (#rgb, #rrggbb, #rrggbbaa, rgb(), rgba()), as antd's tokens write them. A
// translucent colour is laid over the one under it first (antd's text tokens are black or white with an alpha), so
// `contrastRatio('rgba(0,0,0,0.45)', '#f5f5f5')` is the ratio a reader sees. The contrast test
// (app/colour-contrast.test.ts) checks the themes with it.

interface Rgba {
  r: number;
  g: number;
  b: number;
  a: number;
}

export function parseColour(colour: string): Rgba {
  const text = colour.trim().toLowerCase();
  if (text.startsWith('#')) {
    let hex = text.slice(1);
    if (hex.length === 3 || hex.length === 4) hex = [...hex].map((c) => c + c).join('');
    const n = (i: number) => Number.parseInt(hex.slice(i, i + 2), 16);
    if (!/^[0-9a-f]{6}([0-9a-f]{2})?$/.test(hex)) throw new Error(`not a colour: ${colour}`);
    return { r: n(0), g: n(2), b: n(4), a: hex.length === 8 ? n(6) / 255 : 1 };
  }
  const match = /^rgba?\(([^)]+)\)$/.exec(text);
  if (!match?.[1]) throw new Error(`not a colour: ${colour}`);
  const [r = 0, g = 0, b = 0, a = 1] = match[1]
    .split(/[\s,/]+/)
    .filter(Boolean)
    .map(Number);
  return { r, g, b, a };
}

/** `top` laid over an opaque `under`. */
function over(top: Rgba, under: Rgba): Rgba {
  const mix = (x: number, y: number) => x * top.a + y * (1 - top.a);
  return { r: mix(top.r, under.r), g: mix(top.g, under.g), b: mix(top.b, under.b), a: 1 };
}

function luminance({ r, g, b }: Rgba): number {
  const channel = (v: number) => {
    const s = v / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/**
 * The contrast ratio (1–21) of `foreground` on `background`; a translucent background is laid over `base` (the
 * container colour, white by default), then a translucent foreground over the result.
 */
export function contrastRatio(foreground: string, background: string, base = '#ffffff'): number {
  const ground = over(parseColour(background), over(parseColour(base), { r: 255, g: 255, b: 255, a: 1 }));
  const l1 = luminance(over(parseColour(foreground), ground));
  const l2 = luminance(ground);
  return (Math.max(l1, l2) + 0.05) / (Math.min(l1, l2) + 0.05);
}

/** WCAG 2.2 AA: 4.5:1 for text, 3:1 for graphics (icons, borders, bars, chart marks). */
export const TEXT_CONTRAST = 4.5;
export const GRAPHIC_CONTRAST = 3;

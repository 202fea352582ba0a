/** WCAG 1.4.3 (AA) contrast for normal text. */
const MIN_CONTRAST = 4.5;

function linear(channel: number) {
  const value = channel / 255;
  return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
}

/** WCAG relative luminance of an sRGB colour. */
function luminance([red = 0, green = 0, blue = 0]: number[]) {
  return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue);
}

/** Contrast of a colour against white (1 to 21). */
export function contrastWithWhite(rgb: number[]) {
  return 1.05 / (luminance(rgb) + 0.05);
}

/**
 * The merchant's theme colour (`#rgb` or `#rrggbb`), darkened just enough that white text on it,
 * and it as text on white, keep 4.5:1: the storefront draws both, and a brand colour may be too
 * light for either (DEMOBR's green is 3.6:1). A colour that already passes is kept as it is.
 */
export function readablePrimary(color: string): string {
  const digits = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(color.trim())?.[1];
  if (!digits) return color;
  const full = digits.length === 3 ? digits.replace(/./g, '$&$&') : digits;
  let rgb = [0, 2, 4].map((start) => parseInt(full.slice(start, start + 2), 16));
  if (contrastWithWhite(rgb) >= MIN_CONTRAST) return color;
  while (contrastWithWhite(rgb) < MIN_CONTRAST) rgb = rgb.map((value) => Math.floor(value * 0.95));
  return `#${rgb.map((value) => value.toString(16).padStart(2, '0')).join('')}`;
}

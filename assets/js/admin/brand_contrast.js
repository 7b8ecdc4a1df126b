// The brand's colour arithmetic in the editor: the palette that follows from
// the owner's four roles, each shade moved as the build moves it, and the
// contrast of every pair the site draws, so the Varumärke preview shows what
// the build will say before saving.
//
// Only the arithmetic lives here. What is derived, how it adapts and which
// pairs are checked (salon/brand/palette.py, salon/brand/pairs.py) reach it
// as data in /admin/site.json (salon/brand/contrast.py, `editor_data`). The arithmetic copies coloraide's, which the build
// uses (salon/brand/colour.py): its matrices, the order of its sums and its
// powers, so a shade comes out to the same digit
// (tests/unit/test_admin_brand.py runs both and compares).

// coloraide 8: sRGB linear <-> XYZ D65, XYZ D65 <-> LMS <-> Oklab.
const RGB_TO_XYZ = [
  [0.4123907992659593, 0.357584339383878, 0.1804807884018343],
  [0.21263900587151024, 0.715168678767756, 0.07219231536073371],
  [0.01933081871559182, 0.11919477979462598, 0.9505321522496607],
];
const XYZ_TO_RGB = [
  [3.240969941904523, -1.5373831775700941, -0.4986107602930035],
  [-0.9692436362808797, 1.8759675015077204, 0.04155505740717562],
  [0.05563007969699365, -0.20397695888897652, 1.0569715142428784],
];
const XYZ_TO_LMS = [
  [0.819022437996703, 0.3619062600528904, -0.1288737815209879],
  [0.03298365393238847, 0.9292868615863434, 0.03614466635064236],
  [0.04817718935962421, 0.2642395317527308, 0.6335478284694309],
];
const LMS_TO_XYZ = [
  [1.226879875845924, -0.5578149944602171, 0.2813910456659647],
  [-0.04057574521480083, 1.112286803280317, -0.07171105806551635],
  [-0.07637293667466008, -0.42149333240224324, 1.5869240198367818],
];
const LMS3_TO_OKLAB = [
  [0.21045426830931396, 0.7936177747023053, -0.0040720430116192585],
  [1.9779985324311686, -2.42859224204858, 0.450593709617411],
  [0.025904042465547734, 0.7827717124575297, -0.8086757549230774],
];
const OKLAB_TO_LMS3 = [
  [1.0, 0.3963377773761749, 0.21580375730991364],
  [1.0, -0.10556134581565857, -0.0638541728258133],
  [1.0, -0.08948417752981186, -1.2914855480194092],
];
// D65 as CSS and coloraide write it (x 0.3127, y 0.329), in XYZ.
const WHITE_XYZ = [(0.3127 * 1.0) / 0.329, 1.0, ((1.0 - 0.3127 - 0.329) * 1.0) / 0.329];
// OkLCh's chroma below which a colour is grey (its hue undefined).
const ACHROMATIC = 1e-6;
// coloraide's "oklch-chroma" fit: the distance (delta E OK) under which a
// clipped colour is close enough, and when its search stops.
const JND = 0.02;
const EPSILON = 0.0001;
const MIN_CONVERGENCE = 0.0001;
const DEGREES = 180 / Math.PI;
const RADIANS = Math.PI / 180;
const HEX_SCALE = 1.0 / 255.0;

const matmul = (m, v) => m.map((row) => row[0] * v[0] + row[1] * v[1] + row[2] * v[2]);
// Python's %, which takes the divisor's sign.
const mod = (value, divisor) => {
  const rest = value % divisor;
  return rest !== 0 && rest < 0 !== divisor < 0 ? rest + divisor : rest;
};
const root = (value, power) => (value === 0 ? 0 : Math.sign(value) * Math.abs(value) ** (1 / power));

/** #rrggbb -> sRGB channels 0-1 (coloraide's scale, a multiplication). */
export function hexToSrgb(hex) {
  const digits = hex.replace(/^#/, "");
  return [0, 2, 4].map((i) => parseInt(digits.slice(i, i + 2), 16) * HEX_SCALE);
}

/** sRGB channels -> #rrggbb, each rounded half up. */
export function srgbToHex(rgb) {
  return `#${rgb.map((value) => Math.floor(value * 255.0 + 0.5).toString(16).padStart(2, "0")).join("")}`;
}

function toLinear(rgb) {
  return rgb.map((value) => {
    const size = Math.abs(value);
    return size > 0.04045 ? Math.sign(value) * ((size + 0.055) / 1.055) ** 2.4 : value / 12.92;
  });
}

function fromLinear(rgb) {
  return rgb.map((value) => {
    const size = Math.abs(value);
    return size > 0.0031308 ? Math.sign(value) * (1.055 * root(size, 2.4) - 0.055) : 12.92 * value;
  });
}

const xyzToOklab = (xyz) => matmul(LMS3_TO_OKLAB, matmul(XYZ_TO_LMS, xyz).map((c) => root(c, 3)));
const oklabToXyz = (lab) => matmul(LMS_TO_XYZ, matmul(OKLAB_TO_LMS3, lab).map((c) => c ** 3));

function labToLch([l, a, b]) {
  return [l, Math.sqrt(a ** 2 + b ** 2), mod(Math.atan2(b, a) * DEGREES, 360)];
}

function lchToLab([l, c, h]) {
  return [l, c * Math.cos(h * RADIANS), c * Math.sin(h * RADIANS)];
}

export const srgbToOklab = (rgb) => xyzToOklab(matmul(RGB_TO_XYZ, toLinear(rgb)));
const oklchToSrgb = (lch) => fromLinear(matmul(XYZ_TO_RGB, oklabToXyz(lchToLab(lch))));

/** #rrggbb -> OkLCh lightness 0-1, chroma, hue (degrees; 0 for a grey). */
export function oklch(hex) {
  const lch = labToLch(srgbToOklab(hexToSrgb(hex)));
  return Math.abs(lch[1]) < ACHROMATIC ? [lch[0], lch[1], 0] : lch;
}

const inGamut = (rgb) => rgb.every((value) => !(value < 0 || value > 1));
const clip = (rgb) => rgb.map((value) => Math.min(Math.max(value, 0), 1));

function deltaEOk(lch, rgb) {
  const first = lchToLab(lch);
  const second = srgbToOklab(rgb);
  return Math.sqrt(first.reduce((sum, value, i) => sum + (value - second[i]) * (value - second[i]), 0));
}

const isClose = (a, b, absolute) => Math.abs(a - b) <= Math.max(1e-9 * Math.max(Math.abs(a), Math.abs(b)), absolute);

/** An sRGB colour brought into sRGB's gamut as coloraide's
 * `fit("srgb", method="oklch-chroma")` does: its chroma in OkLCh reduced
 * (a binary search) until clipping it changes it less than a JND. */
export function fitOklchChroma(rgb) {
  if (inGamut(rgb)) return rgb;
  const mapped = labToLch(srgbToOklab(rgb));
  const lightness = mapped[0];
  const white = labToLch(xyzToOklab(WHITE_XYZ));
  if (lightness >= white[0] || isClose(lightness, white[0], 1e-6)) return clip(oklchToSrgb([white[0], white[1], 0]));
  if (lightness <= 0) return clip(oklchToSrgb([0, 0, 0]));
  let low = 0.0;
  let high = mapped[1];
  let fitted = clip(oklchToSrgb(mapped));
  if (deltaEOk(mapped, fitted) > JND) {
    let lowerInGamut = true;
    while (high - low > MIN_CONVERGENCE) {
      const value = (high + low) * 0.5;
      mapped[1] = value;
      const candidate = oklchToSrgb(mapped);
      if (lowerInGamut && inGamut(candidate)) {
        low = value;
        continue;
      }
      fitted = clip(candidate);
      const distance = deltaEOk(mapped, fitted);
      if (distance < JND) {
        if (JND - distance < EPSILON) break;
        lowerInGamut = false;
        low = value;
      } else {
        high = value;
      }
    }
  }
  return fitted;
}

/** The sRGB colour nearest to an OkLCh one, as #rrggbb (salon.brand.colour.from_oklch). */
export function fromOklch(lightness, chroma, hue) {
  const lch = [Math.min(Math.max(lightness, 0.0), 1.0), Math.max(chroma, 0.0), mod(hue, 360)];
  return srgbToHex(fitOklchChroma(oklchToSrgb(lch)));
}

/** `share` of `first` over `second`, as CSS's color-mix(in srgb) draws it. */
export function mix(first, second, share) {
  const a = hexToSrgb(first);
  const b = hexToSrgb(second);
  return srgbToHex(clip(b.map((value, i) => value + (a[i] - value) * share)));
}

/** WCAG 2's relative luminance of a #rrggbb colour. */
export function luminance(hex) {
  const linear = (value) => (value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4);
  const [red, green, blue] = [0, 2, 4].map((i) => linear(parseInt(hex.slice(1 + i, 3 + i), 16) / 255));
  return 0.2126 * red + 0.7152 * green + 0.0722 * blue;
}

/** WCAG 2's contrast ratio, unrounded. */
export function contrast(first, second) {
  const [lighter, darker] = [luminance(first), luminance(second)].sort((a, b) => b - a);
  return (lighter + 0.05) / (darker + 0.05);
}

/** A shade's designed lightness, chroma and hue: its role's colour moved in
 * OkLCh, before it is fitted to sRGB (salon.brand.palette.Shade.target). */
export function shadeTarget(shade, roleColour) {
  const [lightness, chroma, hue] = oklch(roleColour);
  return [
    shade.set_lightness ? shade.lightness : lightness + shade.lightness,
    shade.scale_chroma ? chroma * shade.chroma : chroma + shade.chroma,
    hue + shade.hue,
  ];
}

/** A shade at its designed step (salon.brand.palette.Shade.of). */
export const shadeOf = (shade, roleColour) => fromOklch(...shadeTarget(shade, roleColour));

/** The stretches of lightness a shade may take, nearest first, as [near
 * end, far end, whether it runs towards the band it keeps apart from]
 * (salon.brand.palette._segments). */
export function segments(start, moves, keepApart) {
  const end = moves === 1 ? 1.0 : 0.0;
  start = Math.min(Math.max(start, 0.0), 1.0);
  if (keepApart === null) return [[start, end, false]];
  const [centre, apart] = keepApart;
  const near = centre - moves * apart;
  const far = centre + moves * apart;
  const found = [];
  if ((near - start) * moves > 0) found.push([start, near, true]);
  const first = (far - start) * moves > 0 ? far : start;
  if ((end - first) * moves >= 0) found.push([first, end, false]);
  return found;
}

const follow = (colours, brand) => {
  colours["hero-scrim"] = mix(colours[brand.heroScrim.tone], "#ffffff", brand.heroScrim.share);
};

/** The shade `name` settled in `colours`: at its designed step if the
 * pairs it answers for pass there, else at the lightness nearest to it, the
 * way it moves, where they pass and it stays apart (salon.brand.palette._settle). */
function settle(colours, name, target, brand) {
  const shade = brand.shades[name];
  const [lightness, chroma, hue] = target;
  const pairs = brand.answers[name].map((i) => brand.pairs[i]);
  const other = shade.apart_from === null ? null : oklch(colours[shade.apart_from])[0];
  const read = (candidate) => {
    colours[name] = fromOklch(candidate, chroma, hue);
    follow(colours, brand);
    return pairs.every((pair) => contrast(colours[pair.fg], colours[pair.bg]) >= pair.need);
  };
  const apart = () => other === null || Math.abs(oklch(colours[name])[0] - other) >= shade.apart;
  const readsApart = (candidate) => read(candidate) && apart();
  const keepApart = other === null ? null : [other, shade.apart];
  for (const [near, far, towards] of segments(lightness, shade.moves, keepApart)) {
    const passes = towards ? read : readsApart;
    if (!passes(far)) continue;
    if (!passes(near)) {
      let low = 0.0;
      let high = Math.abs(far - near);
      while (high - low > brand.precision) {
        const middle = (low + high) / 2;
        if (passes(near + shade.moves * middle)) high = middle;
        else low = middle;
      }
      passes(near + shade.moves * high);
    }
    if (apart()) return;
  }
  colours[name] = fromOklch(lightness, chroma, hue);
  follow(colours, brand);
}

/** Every colour the site draws by name (salon.brand.palette.drawn), from
 * the roles by their content names, each shade adapted until the pairs it
 * answers for pass; with `designed`, each at its designed step instead.
 * `brand` is site.json's: roles, on, shades, order, answers, precision,
 * heroScrim, pairs. */
export function drawn(roles, brand, { designed = false } = {}) {
  const colours = {};
  for (const [role, value] of Object.entries(roles)) colours[brand.roles[role]] = value.toLowerCase();
  Object.assign(colours, brand.on);
  const targets = {};
  for (const [name, shade] of Object.entries(brand.shades)) {
    targets[name] = shadeTarget(shade, colours[brand.roles[shade.role]]);
    colours[name] = fromOklch(...targets[name]);
  }
  follow(colours, brand);
  if (!designed) for (const name of brand.order) settle(colours, name, targets[name], brand);
  return colours;
}

/** Each pair with its colours, its ratio and whether it reaches its need;
 * the failing first, each group in the build's order. */
export function checkedPairs(colours, pairs) {
  const checked = pairs.map((pair) => {
    const value = contrast(colours[pair.fg], colours[pair.bg]);
    return { ...pair, fgColour: colours[pair.fg], bgColour: colours[pair.bg], ratio: value, passes: value >= pair.need };
  });
  return [...checked.filter((pair) => !pair.passes), ...checked.filter((pair) => pair.passes)];
}

/** A ratio as the owner reads it: rounded down to two decimals, so a ratio
 * just under the bar never reads as reaching it; "4,49:1" in Swedish. */
export function shownRatio(value, decimalComma = ",") {
  const shown = Math.floor(value * 100) / 100;
  return `${String(shown).replace(".", decimalComma)}:1`;
}

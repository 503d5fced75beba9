import type { Lab } from './lab';

/**
 * CIEDE2000 colour difference ΔE00 (CIE 142-2001), written after Sharma, Wu and Dalal, "The CIEDE2000
 * Color-Difference Formula: Implementation Notes, Supplementary Test Data, and Mathematical
 * Observations" (Color Res. Appl. 30, 2005), including their notes on the hue mean and difference
 * when one chroma is zero. Parametric factors kL = kC = kH = 1 (reference conditions).
 */
export function deltaE2000(lab1: Lab, lab2: Lab): number {
  const rad = Math.PI / 180;
  const cBar = (Math.hypot(lab1.a, lab1.b) + Math.hypot(lab2.a, lab2.b)) / 2;
  const cBar7 = cBar ** 7;
  const g = 0.5 * (1 - Math.sqrt(cBar7 / (cBar7 + 25 ** 7)));
  const a1 = (1 + g) * lab1.a;
  const a2 = (1 + g) * lab2.a;
  const c1 = Math.hypot(a1, lab1.b);
  const c2 = Math.hypot(a2, lab2.b);
  const h1 = hueDegrees(lab1.b, a1);
  const h2 = hueDegrees(lab2.b, a2);

  const dL = lab2.L - lab1.L;
  const dC = c2 - c1;
  let dh = 0;
  if (c1 * c2 !== 0) {
    dh = h2 - h1;
    if (dh > 180) dh -= 360;
    else if (dh < -180) dh += 360;
  }
  const dH = 2 * Math.sqrt(c1 * c2) * Math.sin((dh / 2) * rad);

  const lBar = (lab1.L + lab2.L) / 2;
  const cBarPrime = (c1 + c2) / 2;
  let hBar = h1 + h2;
  if (c1 * c2 !== 0) {
    if (Math.abs(h1 - h2) <= 180) hBar /= 2;
    else hBar = h1 + h2 < 360 ? (h1 + h2 + 360) / 2 : (h1 + h2 - 360) / 2;
  }

  const t =
    1 -
    0.17 * Math.cos((hBar - 30) * rad) +
    0.24 * Math.cos(2 * hBar * rad) +
    0.32 * Math.cos((3 * hBar + 6) * rad) -
    0.2 * Math.cos((4 * hBar - 63) * rad);
  const dTheta = 30 * Math.exp(-(((hBar - 275) / 25) ** 2));
  const cBarPrime7 = cBarPrime ** 7;
  const rC = 2 * Math.sqrt(cBarPrime7 / (cBarPrime7 + 25 ** 7));
  const sL = 1 + (0.015 * (lBar - 50) ** 2) / Math.sqrt(20 + (lBar - 50) ** 2);
  const sC = 1 + 0.045 * cBarPrime;
  const sH = 1 + 0.015 * cBarPrime * t;
  const rT = -Math.sin(2 * dTheta * rad) * rC;

  const termL = dL / sL;
  const termC = dC / sC;
  const termH = dH / sH;
  return Math.sqrt(termL ** 2 + termC ** 2 + termH ** 2 + rT * termC * termH);
}

function hueDegrees(b: number, aPrime: number): number {
  if (b === 0 && aPrime === 0) return 0;
  const h = (Math.atan2(b, aPrime) * 180) / Math.PI;
  return h < 0 ? h + 360 : h;
}

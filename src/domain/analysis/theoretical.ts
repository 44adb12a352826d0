/**
 * The ship's theoretical consumption curve (ship_tfc: whole-ship daily fuel in tonnes per speed in
 * knots, entered from sea trials or the builder's data). The original looked up the integer part of
 * the speed, so 13.9 kn read the 13 kn row; here the curve is read by
 * linear interpolation between its points, and a speed outside the points is not judged (a curve
 * is not extrapolated).
 */
export interface CurvePoint {
  speed: number;
  shipDaily: number;
}

export function theoreticalDaily(curve: readonly CurvePoint[], speedKn: number | null): number | null {
  if (speedKn === null || curve.length === 0) return null;
  const pts = [...curve].sort((a, b) => a.speed - b.speed);
  if (speedKn < pts[0].speed || speedKn > pts[pts.length - 1].speed) return null;
  for (let i = 0; i < pts.length; i++) {
    if (pts[i].speed === speedKn) return pts[i].shipDaily;
    if (pts[i].speed > speedKn) {
      const a = pts[i - 1];
      const b = pts[i];
      return a.shipDaily + ((b.shipDaily - a.shipDaily) * (speedKn - a.speed)) / (b.speed - a.speed);
    }
  }
  return null;
}

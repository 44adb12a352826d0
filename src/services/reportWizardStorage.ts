/**
 * Where the guided submission keeps its place ("keeps its place across a reload"):
 * session storage, one entry per regime, so a reload or a detour to fix a missing snapshot comes
 * back to the same step, and closing the browser forgets it. Tolerates a missing `sessionStorage`
 * (node tests).
 */
const KEY = (regime: string) => `reportWizard:${regime}`;
const store = (): Storage | undefined => (typeof sessionStorage === 'undefined' ? undefined : sessionStorage);

export function readWizardPlace(regime: string): unknown {
  const text = store()?.getItem(KEY(regime));
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

export function writeWizardPlace(regime: string, place: unknown): void {
  store()?.setItem(KEY(regime), JSON.stringify(place));
}

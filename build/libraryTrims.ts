import type { Plugin } from 'vite';

const posix = (id: string) => id.replace(/\\/g, '/');

/**
 * Primer's tooltip (every `IconButton` has one, the sign-in page's included) imports the popover
 * polyfill statically (2.8 KB gzip) to apply it once where the browser lacks the Popover API. The
 * build asks for it only there: current Chromium, Firefox and Safari never fetch it, an older
 * browser fetches it with its first tooltip.
 */
export function popoverPolyfillOnDemand(): Plugin {
  const IMPORT = 'import { apply, isSupported } from "@oddbird/popover-polyfill/fn";';
  const APPLY = 'if (!isSupported()) apply();';
  return {
    name: 'popover-polyfill-on-demand',
    apply: 'build',
    transform(code, id) {
      if (!posix(id).endsWith('@primer/react/dist/TooltipV2/Tooltip.js')) return null;
      // A Primer release that changes these lines must be looked at again, not silently shipped.
      if (!code.includes(IMPORT) || !code.includes(APPLY))
        throw new Error(
          'popover-polyfill-on-demand: Primer’s Tooltip no longer imports the polyfill as expected',
        );
      const onDemand =
        'if (!("popover" in HTMLElement.prototype)) ' +
        'void import("@oddbird/popover-polyfill/fn").then((p) => { if (!p.isSupported()) p.apply(); });';
      return { code: code.replace(IMPORT, '').replace(APPLY, onDemand), map: null };
    },
  };
}

/**
 * Each octicon module carries its drawing at 16 px and at 24 px (a few at 12 px too); the app draws
 * every icon at 16 px or smaller (renderOcticon picks the drawing nearest the size asked for, 16 up
 * to 20 px), so the 24 px drawings are dead weight on every screen (about a third of an icon's
 * bytes). An icon asked for at 24 px or more would be the 16 px drawing scaled.
 */
export function octiconsAt16Only(): Plugin {
  return {
    name: 'octicons-at-16-only',
    apply: 'build',
    transform(code, id) {
      if (!/@primer\/octicons-react\/dist\/icons\/[A-Za-z0-9]+\.mjs$/.test(posix(id))) return null;
      const heights = /var heights = \[([^\]]*)\];/.exec(code);
      const sizes = heights?.[1]!.split(',').map((h) => h.trim()) ?? [];
      if (!sizes.includes('"24"') || !sizes.includes('"16"')) return null;
      // The drawing is one `"24": { … }` entry of svgDataByHeight, closed by a tab and a brace;
      // a trailing comma left before the object's end is still valid JavaScript.
      const start = code.indexOf('\n\t"24": {');
      const close = code.indexOf('\n\t}', start);
      if (start < 0 || close < 0) throw new Error(`octicons-at-16-only: unexpected layout in ${id}`);
      const end = close + '\n\t}'.length + (code[close + '\n\t}'.length] === ',' ? 1 : 0);
      const kept = `var heights = [${sizes.filter((h) => h !== '"24"').join(', ')}];`;
      return { code: (code.slice(0, start) + code.slice(end)).replace(heights![0], kept), map: null };
    },
  };
}

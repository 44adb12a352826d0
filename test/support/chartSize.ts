/**
 * Gives the charts a size in jsdom: @nivo's responsive wrappers measure their parent box with
 * getBoundingClientRect (react-virtualized-auto-sizer) and draw nothing at 0 × 0, so a view test
 * that reads axis titles and legends makes every HTML box `width` × `height`. Returns the undo.
 */
export function sizeCharts(width = 900, height = 300): () => void {
  const before = HTMLElement.prototype.getBoundingClientRect;
  HTMLElement.prototype.getBoundingClientRect = () =>
    ({ width, height, left: 0, top: 0, right: width, bottom: height, x: 0, y: 0 }) as DOMRect;
  return () => {
    HTMLElement.prototype.getBoundingClientRect = before;
  };
}

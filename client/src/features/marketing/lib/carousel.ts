/** The next slide index, wrapping from the last slide back to the first. */
export function nextIndex(index: number, count: number): number {
  return (index + 1) % count;
}

/** The previous slide index, wrapping from the first slide to the last. */
export function previousIndex(index: number, count: number): number {
  return (index - 1 + count) % count;
}

/** The track offset for a slide, in px. */
export function trackOffset(index: number, stepPx: number): number {
  return -index * stepPx;
}

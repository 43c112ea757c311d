/**
 * The page numbers to offer around `current`: at most `size` consecutive pages, centred on the
 * current one where possible and shifted inwards at either end (SPEC 9: a window of up to 5).
 */
export function pageWindow(current: number, pages: number, size = 5): number[] {
  const total = Math.max(0, Math.floor(pages));
  const width = Math.max(0, Math.min(Math.floor(size), total));
  if (width === 0) return [];
  const page = Math.min(Math.max(1, Math.floor(current) || 1), total);
  const first = Math.min(Math.max(1, page - Math.floor((width - 1) / 2)), total - width + 1);
  return Array.from({ length: width }, (_, index) => first + index);
}

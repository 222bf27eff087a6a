/**
 * Props that register an element with the Element Timing API under `name`
 * (its text or image paint is then reported as a `PerformanceElementTiming`);
 * none without a name. An attribute React passes through as written.
 */
export function paintMark(name: string | undefined): { elementtiming?: string } {
  return name ? { elementtiming: name } : {};
}

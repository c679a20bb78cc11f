import "@testing-library/jest-dom"
// components under test read the interface words of every language (the site's pages load their own: src/i18n/load-ui.ts)
import "./src/i18n/all"

// jsdom lacks these browser APIs; components feature-detect them, tests get inert stand-ins.
// (Guarded so that a test file may choose `@jest-environment node`.)
const hasWindow = typeof window !== "undefined"
if (hasWindow && !window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList
}
class InertObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return []
  }
}
const g = globalThis as unknown as Record<string, unknown>
if (!g.IntersectionObserver) g.IntersectionObserver = InertObserver
if (!g.ResizeObserver) g.ResizeObserver = InertObserver
if (hasWindow) window.scrollTo = (() => undefined) as typeof window.scrollTo

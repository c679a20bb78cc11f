/**
 * A stand-in for IntersectionObserver, which jsdom lacks: nothing is near the screen until the test says so.
 * `restore()` puts back what was there before (jsdom's nothing, or another stub).
 */
export interface ObserverStub {
  /** the elements every observer of the page watches now */
  observed(): Element[]
  /** whether an observer was disconnected */
  disconnected(): boolean
  /** tells each observer watching these elements (all it watches, by default) that they are on the screen */
  show(targets?: Element[]): void
  /** tells them that these elements are off the screen */
  hide(targets?: Element[]): void
  restore(): void
}

export function stubIntersectionObserver(): ObserverStub {
  const original = globalThis.IntersectionObserver
  const observers: Observer[] = []
  let disconnects = 0
  class Observer {
    targets: Element[] = []
    constructor(readonly callback: IntersectionObserverCallback) {
      observers.push(this)
    }
    observe(target: Element) {
      this.targets.push(target)
    }
    unobserve(target: Element) {
      this.targets = this.targets.filter((t) => t !== target)
    }
    disconnect() {
      this.targets = []
      disconnects++
    }
    takeRecords() {
      return []
    }
  }
  function report(targets: Element[] | undefined, isIntersecting: boolean) {
    for (const observer of observers) {
      const watched = observer.targets.filter((t) => !targets || targets.includes(t))
      if (watched.length)
        observer.callback(
          watched.map((target) => ({ target, isIntersecting }) as IntersectionObserverEntry),
          observer as unknown as IntersectionObserver,
        )
    }
  }
  globalThis.IntersectionObserver = Observer as unknown as typeof IntersectionObserver
  return {
    observed: () => observers.flatMap((o) => o.targets),
    disconnected: () => disconnects > 0,
    show: (targets) => report(targets, true),
    hide: (targets) => report(targets, false),
    restore() {
      globalThis.IntersectionObserver = original
    },
  }
}

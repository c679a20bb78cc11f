/**
 * The interactions `npm run bench:inp` (tools/bench/inp.mjs) scripts, each as a visitor on a phone makes it: the page
 * it starts on, what is done before the measurement (`setup`, not measured), the measured step (`act`) and how many
 * interactions that step makes (a keystroke is one, so "abc" typed is three). Found by role and name, as the browser
 * tests find them, so a restyled page keeps its scenarios.
 *
 * The reference is the same three keystrokes into a plain text field of the page's scriptless copy: the browser's own
 * cost of a keystroke (layout, paint) on that page, which no script of ours adds to.
 */

/** Three keystrokes, each its own interaction, a little apart as a person types. */
const typeThree = (field) => field.pressSequentially("abc", { delay: 120 })

/**
 * A measured tap, as a visitor's finger makes it. Playwright's click first checks that the element is the one hit:
 * it puts capturing listeners for the pointer events in the page that call `elementsFromPoint` (a style pass and a hit
 * test: 6.9 ms of the menu's pointerdown at 4× in a trace), and the Event Timing API counts them as the page's
 * handlers. `force` leaves that check out; the element is found, scrolled to (the setup) and tapped at its centre as
 * before. Unmeasured steps keep the checked click.
 * @param {import("playwright").Locator} locator
 * @param {{ delay?: number }} [options]
 */
const tapOn = (locator, options = {}) => locator.click({ ...options, force: true })

/**
 * A tap on what `target` finds, as a visitor makes it: the page is scrolled to it first (the setup, not measured), then
 * tapped. Playwright's click alone scrolls and taps in the same moment, so the scroll's own work (the pictures it
 * brings in, decoded) was measured as the tap's input delay (22-50 ms at 4× in the run of f3f6564).
 * @param {(page: import("playwright").Page) => import("playwright").Locator} target
 */
const tap = (target) => ({
  setup: (page) => target(page).scrollIntoViewIfNeeded(),
  act: (page) => tapOn(target(page)),
})

/** The planner's row of the 40 ft model: its "+" button, quantity and options, by the model's short name. */
const MODEL = "40ft Model"
const MODEL_FR = "Modèle 40 pieds"
/** @param {import("playwright").Page} page */
const optionsButton = (page) => page.getByRole("button", { name: new RegExp(`^Options \\(\\d+\\) for the ${MODEL}$`) })

/** @param {import("playwright").Page} page */
const faqQuestion = (page) => page.getByRole("button", { name: "Can I change the layout and finishes?" })

/** The language switch is in the header from the drawer's breakpoint up, in the drawer below it. */
async function openMenuIfNeeded(page, link) {
  if (!(await link.isVisible())) await page.getByRole("button", { name: "Open menu" }).click()
  await link.waitFor({ state: "visible" })
}

/**
 * The menu's change made by a plain listener, in the page, before React hears the tap: the body stops scrolling, the
 * drawer is shown and its first link focused, as `useDialogBehaviour` does. What is left of the menu's tap is then the
 * browser's own work for showing the drawer on that page (its style, layout and paint): the floor of "opening the menu".
 */
function openMenuPlainly() {
  const button = document.querySelector('[aria-controls="mobile-drawer"]')
  const panel = document.getElementById("mobile-drawer")
  button.addEventListener(
    "click",
    (event) => {
      event.stopImmediatePropagation()
      document.body.style.overflow = "hidden"
      panel.parentElement.hidden = false
      button.setAttribute("aria-expanded", "true")
      panel.querySelector("a[href]").focus()
    },
    { capture: true },
  )
}

/**
 * An FAQ answer opened by a plain listener, in the page, before React hears the tap: the open answer closed and the
 * tapped one opened as `FaqAccordion` renders them (the item's open class, the panel's `hidden` and `max-height`, the
 * button's `aria-expanded`), so what is left of the tap is the browser's style, layout and paint for it: the floor of
 * "opening an FAQ answer". The open class is the one the open item has and the tapped one has not.
 * @param {HTMLButtonElement} button the tapped question's button
 */
function openAnswerPlainly(button) {
  const openButton = button.closest("[data-testid=faq]").querySelector("button[aria-expanded=true]")
  const itemOf = (b) => b.closest("h3").parentElement
  const openClass = [...itemOf(openButton).classList].find((c) => !itemOf(button).classList.contains(c))
  const show = (b, open) => {
    const panel = document.getElementById(b.getAttribute("aria-controls"))
    itemOf(b).classList.toggle(openClass, open)
    b.setAttribute("aria-expanded", String(open))
    panel.hidden = !open
    panel.style.maxHeight = open ? "1000px" : "0px"
  }
  button.addEventListener(
    "click",
    (event) => {
      event.stopImmediatePropagation()
      show(openButton, false)
      show(button, true)
    },
    { capture: true },
  )
}

/**
 * A model's options shown by a plain listener, in the page, before React hears the tap: the list (built hidden by the
 * planner when it nears the screen) loses its `hidden` and the button says it is expanded. What is left of the tap is
 * the browser's style, layout and paint for the list: the floor of "opening a model's options".
 * @param {HTMLButtonElement} button the disclosure's button
 */
function showOptionsPlainly(button) {
  const list = document.getElementById(button.getAttribute("aria-controls"))
  button.addEventListener(
    "click",
    (event) => {
      event.stopImmediatePropagation()
      list.hidden = false
      button.setAttribute("aria-expanded", "true")
    },
    { capture: true },
  )
}

export const REFERENCE_ID = "reference"

/** @type {Scenario} */
const QUANTITY_TYPING = {
  id: "planner-quantity-typing",
  label: "planner: typing 999 in a quantity",
  route: "/quote/",
  expected: 3,
  keystroke: true,
  typingAgainst: "contact-typing",
  setup: async (page) => {
    // tapped, as a visitor does before typing (the planner's first interaction, which loads the phone widget after it)
    const field = page.getByRole("spinbutton", { name: `Quantity: ${MODEL}` })
    await field.click()
    await field.selectText()
  },
  act: (page) => page.getByRole("spinbutton", { name: `Quantity: ${MODEL}` }).pressSequentially("999", { delay: 120 }),
}

/** @type {Scenario} */
const NAME_TYPING = {
  id: "planner-name-typing",
  label: "planner: keystroke, full name",
  route: "/quote/",
  expected: 3,
  keystroke: true,
  typingAgainst: "contact-typing",
  setup: (page) => page.getByRole("textbox", { name: "Full name" }).click(),
  act: (page) => typeThree(page.getByRole("textbox", { name: "Full name" })),
}

/**
 * A scenario's floor on the page's scriptless copy: the same setup and keys, what they cost the browser alone there.
 * @param {Scenario} scenario
 * @param {string} label
 * @returns {Scenario}
 */
const onScriptlessCopy = ({ id, route, expected, setup, act }, label) => ({
  id: `${id}-floor`,
  label,
  route,
  scriptless: true,
  expected,
  floorOf: id,
  setup,
  act,
})

/**
 * A scenario in French (`lang`) plays in a browser of that language (the phone field's country list is sorted by the
 * browser's collation, and named in the page's language). A `keystroke` scenario's handlers are judged less the
 * reference keystroke's (the text's insertion, the browser's own: lib/interactions.mjs INP_TARGETS).
 * @typedef {{ id: string, label: string, route: string, expected: number, lang?: "fr", reference?: boolean, scriptless?: boolean,
 *   typingAgainst?: string, floorOf?: string, keystroke?: boolean, setup?: (page: import("playwright").Page) => Promise<unknown>,
 *   act: (page: import("playwright").Page) => Promise<unknown> }} Scenario
 * @type {Scenario[]}
 */
export const SCENARIOS = [
  {
    id: REFERENCE_ID,
    label: "keystroke, scriptless page",
    route: "/contact/",
    scriptless: true,
    reference: true,
    expected: 3,
    setup: (page) => page.getByRole("textbox", { name: "First name" }).focus(),
    act: (page) => typeThree(page.getByRole("textbox", { name: "First name" })),
  },
  {
    id: "contact-typing",
    label: "keystroke, contact form",
    route: "/contact/",
    expected: 3,
    keystroke: true,
    setup: (page) => page.getByRole("textbox", { name: "First name" }).focus(),
    act: (page) => typeThree(page.getByRole("textbox", { name: "First name" })),
  },
  {
    id: "planner-first-plus",
    label: "planner: first +",
    route: "/quote/",
    expected: 1,
    ...tap((page) => page.getByRole("button", { name: `One more: ${MODEL}` })),
  },
  {
    id: "planner-first-plus-fr",
    label: "planner: first + (French)",
    route: "/fr/devis/",
    lang: "fr",
    expected: 1,
    ...tap((page) => page.getByRole("button", { name: `Une unité de plus\u00a0: ${MODEL_FR}` })),
  },
  {
    id: "planner-later-plus",
    label: "planner: later +",
    route: "/quote/",
    expected: 3,
    setup: (page) => page.getByRole("button", { name: `One more: ${MODEL}` }).click(),
    act: async (page) => {
      for (let i = 0; i < 3; i++) await tapOn(page.getByRole("button", { name: `One more: ${MODEL}` }), { delay: 30 })
    },
  },
  QUANTITY_TYPING,
  onScriptlessCopy(QUANTITY_TYPING, "typing 999 in a quantity, scriptless page (floor)"),
  {
    id: "planner-options-open",
    label: "planner: opening a model's options",
    route: "/quote/",
    expected: 1,
    ...tap(optionsButton),
  },
  {
    id: "planner-options-floor",
    label: "showing a model's options, by a plain listener (floor)",
    route: "/quote/",
    expected: 1,
    floorOf: "planner-options-open",
    setup: async (page) => {
      // as in the scenario: scrolled to, the list built hidden as it nears the screen, never shown yet (a list shown
      // and hidden again in the setup left the floor's tap a warm one: its text shaped, its focus on the button)
      const button = optionsButton(page)
      await button.scrollIntoViewIfNeeded()
      await page.waitForFunction(
        (b) => document.getElementById(b.getAttribute("aria-controls")).childElementCount > 0,
        await button.elementHandle(),
      )
      await button.evaluate(showOptionsPlainly)
    },
    act: (page) => tapOn(optionsButton(page)),
  },
  {
    id: "planner-option-tick",
    label: "planner: ticking an option",
    route: "/quote/",
    expected: 1,
    setup: (page) => optionsButton(page).click(),
    act: (page) => tapOn(page.getByRole("checkbox").first()),
  },
  {
    id: "planner-port",
    label: "planner: choosing a port (arrow key)",
    route: "/quote/",
    expected: 1,
    // reached with the keyboard, as arrow keys are used: a Shift+Tab from the next field (whose keyup is the planner's
    // first interaction)
    setup: async (page) => {
      await page.getByRole("combobox", { name: /^Desired delivery month/ }).focus()
      await page.keyboard.press("Shift+Tab")
    },
    act: (page) => page.keyboard.press("ArrowDown"),
  },
  {
    id: "planner-port-floor",
    label: "choosing a port (arrow key), scriptless page (floor)",
    route: "/quote/",
    scriptless: true,
    expected: 1,
    floorOf: "planner-port",
    setup: (page) => page.getByRole("combobox", { name: "Delivery port" }).focus(),
    act: (page) => page.keyboard.press("ArrowDown"),
  },
  NAME_TYPING,
  onScriptlessCopy(NAME_TYPING, "keystroke, full name, scriptless page (floor)"),
  {
    id: "planner-send-empty",
    label: "planner: sending with the contact fields empty",
    route: "/quote/",
    expected: 1,
    setup: async (page) => {
      await page.getByRole("button", { name: `One more: ${MODEL}` }).click()
      await page.getByRole("button", { name: "Send my project" }).scrollIntoViewIfNeeded()
    },
    act: (page) => tapOn(page.getByRole("button", { name: "Send my project" })),
  },
  {
    id: "menu",
    label: "opening the menu",
    route: "/",
    expected: 1,
    ...tap((page) => page.getByRole("button", { name: "Open menu" })),
  },
  {
    id: "menu-floor",
    label: "opening the menu, by a plain listener (floor)",
    route: "/",
    expected: 1,
    floorOf: "menu",
    setup: async (page) => {
      // the drawer's contents are built when the page is first idle (MobileDrawer)
      await page.waitForFunction(() => document.getElementById("mobile-drawer")?.querySelector("a[href]"))
      await page.evaluate(openMenuPlainly)
    },
    act: (page) => tapOn(page.getByRole("button", { name: "Open menu" })),
  },
  {
    id: "quote-dialog",
    label: "opening the quote dialog",
    route: "/apple-cabins/",
    expected: 1,
    ...tap((page) => page.getByRole("button", { name: "Get Quote" }).last()),
  },
  {
    id: "quote-dialog-fr",
    label: "opening the quote dialog (French)",
    route: "/fr/cabine-apple/",
    lang: "fr",
    expected: 1,
    ...tap((page) => page.getByRole("button", { name: "Demander un devis" }).last()),
  },
  {
    id: "lightbox",
    label: "opening the lightbox",
    route: "/apple-cabins/",
    expected: 1,
    ...tap((page) => page.getByRole("button", { name: /^Enlarge image 1 of / }).first()),
  },
  {
    id: "faq",
    label: "opening an FAQ answer",
    route: "/about/",
    expected: 1,
    ...tap(faqQuestion),
  },
  {
    id: "faq-floor",
    label: "opening an FAQ answer, by a plain listener (floor)",
    route: "/about/",
    expected: 1,
    floorOf: "faq",
    setup: async (page) => {
      await faqQuestion(page).scrollIntoViewIfNeeded()
      await faqQuestion(page).evaluate(openAnswerPlainly)
    },
    act: (page) => tapOn(faqQuestion(page)),
  },
  {
    id: "carousel",
    label: "a carousel's next arrow",
    route: "/",
    expected: 1,
    ...tap((page) => page.getByRole("button", { name: "Next reviews" })),
  },
  {
    id: "language",
    label: "the language switch",
    route: "/",
    expected: 1,
    setup: (page) => openMenuIfNeeded(page, page.getByRole("link", { name: "Français" }).first()),
    act: (page) => tapOn(page.getByRole("link", { name: "Français" }).first()),
  },
]

/**
 * The scenarios a run plays (`BENCH_INP_ONLY`): the reference, those chosen and those a chosen one is compared with
 * (`typingAgainst`), in their order here; all of them when none is chosen. An unknown id stops the run before it starts.
 * @param {Scenario[]} all
 * @param {string[] | undefined} only
 */
export function chosenScenarios(all, only) {
  if (!only) return all
  const unknown = only.filter((id) => !all.some((s) => s.id === id))
  if (unknown.length) throw new Error(`BENCH_INP_ONLY: no scenario ${unknown.join(", ")} (scenarios: ${all.map((s) => s.id).join(", ")})`)
  const wanted = new Set(only)
  for (const s of all) if (wanted.has(s.id) && s.typingAgainst) wanted.add(s.typingAgainst)
  // a scenario's floor too: its handlers are judged less the floor's
  return all.filter((s) => s.reference || wanted.has(s.id) || wanted.has(s.floorOf))
}

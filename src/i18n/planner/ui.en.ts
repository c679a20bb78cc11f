/**
 * The project planner's interface words in English (/quote/). They load with the planner page only: they are not part
 * of src/i18n/index.ts. The words of the plain-text summary and of the answers (foundations, intended use, financing)
 * are the logic's (src/i18n/planner/text.en.ts, PLANNER_TEXT); src/i18n/planner/index.ts joins both.
 * `{name}` placeholders are filled with formatMessage.
 */
export const plannerUi = {
  seo: {
    title: "Plan your project",
    description:
      "Choose your Kaz Horizon models and quantities, see the containers, mass and an indicative timeline to your port, then send us your project for a quotation.",
  },
  intro: {
    eyebrow: "Project planner",
    title: "Plan your project",
    lead: "Choose your models and how many of each: the containers, the mass and an indicative timeline to your port add up as you go. Send it to us when it looks right, and our quotation comes back with the prices.",
  },
  models: {
    title: "Models and quantities",
    text: "Set a quantity for each model you need. Options are listed under each model.",
    /** the quantity field's accessible name (exact) */
    quantity: "Quantity: {model}",
    /** the − and + buttons' accessible names: a label and the model's name (catalogue names are often plural) */
    fewer: "One fewer: {model}",
    more: "One more: {model}",
    /** the options disclosure's button */
    options: "Options ({count})",
    /** the size inputs; {model} is read by screen readers only */
    floorArea: "Floor area (m²)",
    span: "Span (m)",
    length: "Length (m)",
    forModel: "for the {model}",
    /** the hint under a size input */
    range: "From {min} to {max}",
    /** the size of a fixed model, e.g. "36.54 m²" */
    size: "{area}",
    /** an ordered model's own intended use ({model} read by screen readers only) */
    use: "Use of these units",
    /** the use's first choice: the project's own answer ({use}), or none given yet */
    useProject: "As the project: {use}",
    useNone: "As the project",
    /** announced when "Add to my project" has added a unit */
    added: "Added: {model}",
  },
  delivery: {
    title: "Delivery and site",
    port: "Delivery port",
    choosePort: "Choose a port",
    /** an option of the port list: "Toamasina (Madagascar)" */
    portOption: "{port} ({country})",
    otherPortName: "Name of the port",
    /** an example of a port the list does not hold (data/delivery-ports.en.json) */
    otherPortHint: "The port and its country, for example Port Vila, Vanuatu.",
    month: "Desired delivery month",
    siteLocation: "Site (town or area)",
    siteLocationHint: "Where the buildings go, for example Fénérive-Est.",
    distance: "Distance from the port",
    distanceUnknown: "Not known yet",
    noPreference: "No preference",
    foundations: "Foundations",
    financing: "Financing",
    use: "Intended use",
  },
  contact: {
    title: "Your contact details",
    /** the other pages' promise (a reply within one working day), then the quotation's own delay */
    text: "We reply within one working day, usually with a quotation within two.",
    company: "Company",
    message: "Message",
    messagePlaceholder: "Anything that helps us: the site, access for trucks, a deadline, changes to a model…",
  },
  summary: {
    title: "Your project",
    empty:
      'Nothing in your project yet. Set a quantity for a model, or use "Add to my project" on a product page: the containers, the mass and the timeline appear here as you go.',
    models: "Models",
    /**
     * one ordered line: "2 × Capsule House", "1 × 20ft Model"; {model} is the short name, singular whatever the
     * quantity, as a quotation line names its item (the catalogue's name is often plural: "Capsule Houses")
     */
    line: "{quantity} × {model}",
    /** the floor area of one unit of the line */
    eachSize: "{area} each",
    options: "Options: {options}",
    totals: "Totals",
    units: "Units",
    area: "Floor area",
    /** the project's reference ("KH-7Q4M"), the same on the print and in the e-mail */
    reference: "Reference",
    referenceHint: "Give it when you call us: it names this project.",
    occupancy: "Occupancy",
    /** {people}: "20–30 people" */
    sleeps: "Sleeps {people}",
    seats: "Seats {people} as offices",
    byFloorArea: "{models}: by floor area",
    /** an ordered line's own use */
    lineUse: "Use: {use}",
    /** after the size of a line at the planner's starting floor area (the visitor did not set it) */
    defaultSize: "starting size: set yours in the list",
    containers: "Containers",
    containersNote: "Indicative: each model travels in its own containers, models are not combined in one container.",
    assessed: "Assessed in the quotation",
    containersAssessed: "Assessed in the quotation for: {models}",
    perModel: "{model}: {count}",
    mass: "Mass",
    massMissing: "Without the mass of: {models} (assessed in the quotation)",
    timeline: "Timeline",
    production: "Production",
    /** {toPort}: the port after the language's "to" (src/lib/planner/format.ts TO_PLACE): "to Le Port"; {port}: its name */
    transit: "Sea transit {toPort}",
    transitOther: "Sea transit",
    /**
     * the installation's days; for several units, their sum (one crew, unit after unit), which the label says so that it
     * does not read as one unit's (a product page gives one unit's: "1 to 3 days")
     */
    installation: { one: "Installation on site", many: "Installation of the {count} units, crews side by side" },
    /** a phased order: from the first delivery to the last unit installed */
    installationPhased: "Installation, from the first delivery",
    /** a phased order: {count} deliveries */
    deliveries: "Deliveries",
    phases: "{count}, about one a month",
    /** the day production starts, when planned back from the desired month */
    start: "Production starts",
    shipped: "Ready to ship",
    atPort: "At your port",
    installed: "Installed",
    dates: "{from} to {to}",
    withoutTransit: "Without the sea transit, which the quotation gives for your port.",
    site: "What you prepare on site",
    foundation: "Foundation",
    utilities: "Utilities",
    appliesTo: "For: {models}",
    containersUnknown: "containers assessed in the quotation",
    digest: "Your project: {units}, {containers}.",
    digestDates: "Your project: {units}, {containers}, installed from {from} to {to}.",
    digestEmpty: "Your project is empty.",
  },
  send: {
    submit: "Send my project",
    sending: "Sending...",
    note: "No commitment: we reply with a quotation. Your details are used only to answer your request.",
    units: "Add at least one unit to your project.",
    port: "Choose a delivery port.",
    /** "Other port" chosen, its name left empty */
    otherPort: "Enter the name of the port.",
  },
  /** the compact bar on phones: units and containers, and a link to the summary */
  bar: {
    summary: "See the summary",
  },
  /** the printed page's header */
  print: {
    date: "Printed on {date}",
    reference: "Project reference: {reference}",
  },
  share: {
    copy: "Copy link",
    copied: "Link copied",
    /** the read-only field shown when the clipboard is not available */
    fallback: "Link to this project",
    fallbackHint: "Select the link and copy it.",
  },
  confirm: {
    title: "Your project has been sent",
    text: "Thank you. We have your project and reply with a quotation by e-mail. Here is what you sent:",
    print: "Print this summary",
    again: "Start a new project",
  },
} as const

/** Interface words of the legal pages, in English (their texts are in data/legal/). */
export const legal = {
  kicker: "Legal",
  lastUpdated: "Last updated",
  toc: "On this page",
  /**
   * a company fact not given yet (its value, or the part still missing, is "[…]" in the site settings), by token: also
   * read by the footer and the brochure for the VAT number (src/lib/content/company-facts.ts shownFact)
   */
  unfilled: {
    template: "[to be completed: {what}]",
    what: {
      legalForm: "legal form",
      shareCapital: "share capital",
      rcs: "SIREN number",
      vat: "VAT number",
      publicationDirector: "name of the director of publication",
      hostName: "name of the host",
      hostAddress: "registered address of the host",
      hostPhone: "phone number of the host",
      mediatorName: "name of the consumer mediator",
      mediatorAddress: "address of the consumer mediator",
      mediatorUrl: "website of the consumer mediator",
    },
  },
} as const

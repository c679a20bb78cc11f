/** Interface words of the enquiry dialogs, in English. */
export const enquiry = {
  close: "Close",
  quote: {
    title: "Get a Free Quote",
    intro:
      "Tell us what you plan to build and where. We reply with a quotation covering price, payment terms, production time and shipping to your port.",
  },
  productQuote: {
    title: "Get a Quote for {product}",
    intro: "Leave your details and any changes you would like to this model, with your delivery port. We reply with a full quotation.",
  },
  brochure: {
    title: "Download Brochure",
    intro: "Leave your details and the brochure downloads straight away. It has every model with sizes, specifications and options.",
  },
} as const

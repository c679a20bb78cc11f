/** Interface words of the enquiry forms, in English: labels, hints, buttons, toasts, validation and e-mail texts. */
export const forms = {
  fields: {
    firstName: "First name",
    lastName: "Last name",
    name: "Full name",
    email: "E-mail",
    phone: "Phone",
    message: "Message",
    deliveryPort: "Delivery port",
    customisation: "Customisation",
  },
  /** after the label of a field that may be left empty (the required ones carry a *) */
  optional: "(optional)",
  /**
   * Validation messages (lib/enquiries/validation-message). The spec's four forms say its exact English sentences
   * (spec 5); where the spec fixes no text (the project planner) the message names the empty fields.
   */
  validation: {
    required: "Please fill in all the fields.",
    phone: "Please enter a valid phone number with country code.",
    /** the spec's forms say `required`, its exact text, rather than naming the fields */
    namesMissingFields: false as boolean,
    missingOne: "Please fill in the {fields} field.",
    missingMany: "Please fill in the {fields} fields.",
    quotedLabel: "“{label}”",
    listAnd: " and ",
  },
  honeypotLabel: "Leave this field empty",
  /**
   * under the phone field with a country list (quote, brochure, planner): a number typed after choosing the country is
   * sent with its country code, so the hint no longer asks for the + (issue 57: the two hints read as one wording)
   */
  internationalPhoneHint: "Choose your country, then type your number; or type it with + and your country code.",
  /** the accessible name of the phone field's country list (react-phone-number-input's own is "Phone number country") */
  phoneCountry: "Country code",
  /** react-phone-number-input's example value: digits only, the same in every language. */
  phonePlaceholder: "+262 692 12 34 56",
  contact: {
    ariaLabel: "Contact form",
    phoneHint: "With your country code, for example +262 for Reunion Island.",
    submit: "Send Message",
    sending: "Sending...",
    note: "All fields are required. Your details are used only to answer your enquiry.",
    success: "Message sent successfully.",
    failure: "Failed to send message. Try again.",
  },
  quote: {
    messagePlaceholder: "The building you need, how many, and what it is for…",
    productMessagePlaceholder: "How many units, what they are for, when you need them…",
    deliveryPortHint: "The port your building is shipped to. Type it, or pick a common port from the list.",
    customisationHint: "Changes to the standard model: size, layout, finishes, colours, doors and windows…",
    /** a suggestion of the delivery port field (data/delivery-ports.en.json) */
    deliveryPortOption: "{port} ({country})",
    submit: "Send Request",
    sending: "Sending...",
    success: "Message sent successfully!",
    failure: "Failed to send message. Please try again.",
  },
  brochure: {
    submit: "Get the Brochure",
    sending: "Submitting...",
    note: "PDF, all models with sizes and specifications.",
    success: "Message sent! Download will start shortly.",
  },
  failure: {
    toastLink: "Or e-mail it to us",
    /** The notice kept in the form after a failed send; {email} is the link to the company's address. */
    noticeBefore: "Your message could not be sent, but nothing you typed is lost: try again in a moment, or",
    noticeLink: "send it from your e-mail app to {email}",
    noticeAfter: ".",
    /**
     * Failures where sending again cannot help (lib/enquiries/send-failure.ts): the toast's text, then the start of the
     * notice kept in the form. The spec's failure toasts stay exact for every other failure.
     */
    tooLong: "Your message is too long to be sent: please shorten it.",
    tooLongNoticeBefore: "Your message is too long to be sent, but nothing you typed is lost: shorten it, or",
    inboxFull: "Our inbox is full and cannot take your message at the moment.",
    inboxFullNoticeBefore: "Our inbox is full, but nothing you typed is lost:",
  },
  /** Under a field near its maximum length (lib/enquiries/field-limits.ts); {count} and {max} are written with digit groups. */
  count: {
    one: "1 character left",
    many: "{count} characters left",
    none: "No characters left: {max} at most",
  },
  /**
   * The template parameters' texts (spec 3 and 7): defaults for blank fields and the subjects the company's
   * mailbox sorts on. Written in the visitor's language (issue 16 adds a language marker to the French subjects).
   */
  email: {
    defaults: {
      name: "No name provided",
      email: "No email provided",
      phone: "No phone provided",
      message: "No message provided",
    },
    generalQuoteSubject: "General Quote Request",
    noProduct: "No product specified",
    productQuoteSubject: "Quote Request for {product}",
    brochureProduct: "Brochure Download",
    /** Product decision (the spec leaves it open): brochure leads are sorted apart from quotes. */
    brochureSubject: "Brochure Request",
    brochureSubjectFor: "Brochure Request for {product}",
    /** the lines the quote forms' optional fields add under the message (lib/email-params foldQuoteDetails) */
    details: {
      deliveryPort: "Delivery port: {value}",
      customisation: "Customisation: {value}",
    },
  },
  /** The e-mail written for the visitor when a send failed (lib/mailto). */
  mailto: {
    fallbackSubject: "Enquiry from the website",
    name: "Name",
    email: "E-mail",
    phone: "Phone",
    product: "Product",
    line: "{label}: {value}",
  },
} as const

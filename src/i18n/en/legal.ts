/** Interface words of the legal pages, in English (their texts are in data/legal/). */
export const legal = {
  kicker: "Legal",
  lastUpdated: "Last updated",
  toc: "On this page",
  /** a publisher's detail the company has not given yet (its value is "[…]" in the site settings), by token */
  unfilled: {
    template: "[to be completed: {what}]",
    what: {
      publicationDirector: "name of the director of publication",
      hostName: "name of the host",
      hostAddress: "registered address of the host",
      hostPhone: "phone number of the host",
      mediatorName: "name of the consumer mediator",
      mediatorAddress: "address of the consumer mediator",
    },
  },
} as const

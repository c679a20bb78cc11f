import { asWritten } from "../src/cms/immutable"

describe("an entry's data as its file will be written (the editor's empty optional fields left out)", () => {
  it("leaves out empty and null fields, and a group they leave empty, at every depth", () => {
    expect(
      asWritten({
        title: "Light steel",
        slug: "",
        seo: { title: "", description: "Words" },
        planner: { area: { min: "", max: null } },
        content: [
          { type: "image", image: "../images/x.jpg", caption: "" },
          { type: "text", text: "Words" },
        ],
        intro: ["First", ""],
      }),
    ).toEqual({
      title: "Light steel",
      seo: { description: "Words" },
      content: [
        { type: "image", image: "../images/x.jpg" },
        { type: "text", text: "Words" },
      ],
      intro: ["First", ""],
    })
  })

  it("keeps false, 0 and empty lists, which are values", () => {
    expect(asWritten({ featured: false, quantity: 0, tags: [] })).toEqual({ featured: false, quantity: 0, tags: [] })
  })
})

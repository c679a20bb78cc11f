/** Interface words of the blog, in English (the articles and the /blogs introduction are in data/). */
export const blog = {
  readArticle: "Read the article →",
  by: "By",
  latest: "Latest Blogs",
  /** an unknown article id (spec: exact text) */
  notFound: "Blog not found.",
  notFoundTitle: "Blog not found",
  seeAll: "See all articles",
  /** the name of each article category (data/blog `category`, src/content-model/blog.ts) */
  categories: {
    "Product Spotlight": "Product Spotlight",
    "Product Focus": "Product Focus",
    Innovation: "Innovation",
    Materials: "Materials",
    Construction: "Construction",
    Housing: "Housing",
  },
} as const

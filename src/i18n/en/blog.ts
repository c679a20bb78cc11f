/** Interface words of the blog, in English (the articles and the /blogs introduction are in data/). */
export const blog = {
  readArticle: "Read the article →",
  by: "By",
  latest: "Latest Blogs",
  /** an unknown article id (spec: exact text) */
  notFound: "Blog not found.",
  notFoundTitle: "Blog not found",
  seeAll: "See all articles",
} as const

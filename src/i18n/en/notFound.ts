/** The words of the 404 page, in English (an unknown article id shows the blog's 'Blog not found.'). */
export const notFound = {
  eyebrow: "Error 404",
  title: "Page not found",
  lead: "We could not find the page you asked for. It may have moved, or the address may have a typo. These pages will help you find what you are looking for:",
  links: {
    products: "Browse the catalogue of all our buildings",
    contact: "Contact us: we answer every enquiry",
    blogs: "Read our articles on modular construction",
    home: "Go to the home page",
  },
  description: "The page you asked for could not be found. Browse our catalogue of prefabricated and modular buildings or contact us.",
  blog: {
    eyebrow: "Blog",
    lead: "This article does not exist or has moved. Our other articles are a click away.",
    home: "Back to the home page",
  },
} as const

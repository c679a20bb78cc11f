/**
 * Stands in for Gatsby's internal Partytown plugin's gatsby-browser in the production bundles. That module only works
 * in `gatsby develop` (it returns at once in production), but its `require`s of gatsby-script and of Partytown's
 * snippet put about 5.7 KB of minified code that never runs into every page's app bundle. The site has no
 * off-main-thread script (no third-party script at all). Development keeps Gatsby's module.
 */
export {}

declare module "*.module.css" {
  const classes: { readonly [key: string]: string }
  export = classes
}
/** A stylesheet imported for its side effect (`import "./global.css"`): webpack bundles it; it exports nothing. */
declare module "*.css"

/** The part of fontkit (a devDependency: the font scripts and their tests) that TypeScript code uses. */
declare module "fontkit" {
  export function openSync(path: string): unknown
}

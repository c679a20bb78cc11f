/**
 * The previews draw the site's components, whose links are Gatsby's `<Link>`: it asks Gatsby's page loader to
 * prefetch a page it sees (`___loader.enqueue`) or hovers, which the editor does not have ("___loader is not defined",
 * thrown from the preview). Links in a preview open in a new tab (the preview frame's <base target="_blank">).
 */
const w = window as unknown as { ___loader?: object; ___navigate?: (to: string) => void }
w.___loader ??= { enqueue: () => undefined, hovering: () => undefined }
w.___navigate ??= (to) => window.open(to, "_blank", "noopener")
export {}

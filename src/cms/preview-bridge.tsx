import React from "react"
import { createRoot, type Root } from "react-dom/client"
import type { PreviewProps } from "./previews"
import { langOf } from "./previews/shared"
import { rememberOpened } from "./opened-entry"
import { previewLanguageLabel } from "../content-model/editor-words"

/**
 * Sveltia CMS draws a preview template with its own React (19, from its npm build, exposed to templates as
 * `window.h` and `window.createClass` once its preview frame loads), while the previews are the site's components on
 * the site's React 18: elements of one React cannot be rendered by the other. So the template Sveltia renders is a
 * class of its React that holds one element, in which the site's React renders the preview, again at every change.
 */
interface EditorReact {
  h: (type: unknown, props?: object | null) => unknown
  createClass: (spec: object) => unknown
}

interface Bridge {
  props: PreviewProps
  el?: HTMLDivElement | null
  root?: Root
}

/**
 * The preview and, above it, the language it shows (the editor's switch beside it names the other pane's form, not
 * the preview's language: « Anglais | Aperçu » showed the French preview, unlabelled).
 */
function Labelled({ Preview, props }: { Preview: React.FC<PreviewProps>; props: PreviewProps }) {
  const lang = langOf(props.entry)
  return (
    <>
      <p
        data-preview-language={lang}
        style={{ margin: 0, padding: "6px 12px", background: "#1f2937", color: "#fff", font: "600 14px/1.4 system-ui, sans-serif" }}
      >
        {previewLanguageLabel(lang)}
      </p>
      <Preview {...props} />
    </>
  )
}

/** When the preview is drawn again after it opens, for the pictures the editor finished reading. */
const REDRAWS_MS = [300, 1000, 3000]

export function bridgedPreview(Preview: React.FC<PreviewProps>): (props: PreviewProps) => unknown {
  let BridgeClass: unknown
  return (props) => {
    const editor = window as unknown as EditorReact
    BridgeClass ??= editor.createClass({
      componentDidMount(this: Bridge) {
        // the entry as it opens, before any change: what a save is compared with (src/cms/opened-entry.ts)
        rememberOpened(this.props.entry, langOf(this.props.entry))
        if (!this.el) return
        this.root = createRoot(this.el)
        this.root.render(<Labelled Preview={Preview} props={this.props} />)
        // the editor reads pictures after the first draw and changes their URLs in place, without drawing again
        for (const ms of REDRAWS_MS) setTimeout(() => this.root?.render(<Labelled Preview={Preview} props={this.props} />), ms)
      },
      componentDidUpdate(this: Bridge) {
        this.root?.render(<Labelled Preview={Preview} props={this.props} />)
      },
      componentWillUnmount(this: Bridge) {
        const root = this.root
        this.root = undefined // the redraws still to come find no root
        // not during the editor's own render: React warns when a root unmounts synchronously inside another's
        setTimeout(() => root?.unmount())
      },
      render(this: Bridge) {
        return editor.h("div", { ref: (el: HTMLDivElement | null) => (this.el = el) })
      },
    })
    return editor.h(BridgeClass, props)
  }
}

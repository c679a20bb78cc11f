import React from "react"
import type { WrapPageElementBrowserArgs, WrapPageElementNodeArgs } from "gatsby"
import { Layout } from "../components/layout/Layout"

type Args = WrapPageElementBrowserArgs | WrapPageElementNodeArgs

/** Every page renders inside the shared layout; it persists across client-side navigation. */
export const wrapPageElement = ({ element, props }: Args) => {
  const pageContext = (props.pageContext ?? {}) as { productName?: string }
  return (
    <Layout pathname={props.location.pathname} productName={pageContext.productName}>
      {element}
    </Layout>
  )
}

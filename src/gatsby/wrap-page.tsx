import React from "react"
import type { WrapPageElementBrowserArgs, WrapPageElementNodeArgs } from "gatsby"
import { Layout } from "../components/layout/Layout"
import { PagePathContext } from "../components/ui/StaticPart"
import { DEFAULT_LANG, LangContext } from "../i18n"
import type { LangPageContext } from "../lib/content/content-i18n"

type Args = WrapPageElementBrowserArgs | WrapPageElementNodeArgs

/**
 * Every page renders inside the shared layout (it persists across client-side navigation), in the language its
 * page context names (src/gatsby/create-pages.ts): useUi and useSiteData read it from LangContext.
 */
export const wrapPageElement = ({ element, props }: Args) => {
  const pageContext = (props.pageContext ?? {}) as { productName?: string } & LangPageContext
  return (
    <LangContext.Provider value={pageContext.lang ?? DEFAULT_LANG}>
      <PagePathContext.Provider value={props.location.pathname}>
        <Layout pathname={props.location.pathname} productName={pageContext.productName} alternates={pageContext.alternates}>
          {element}
        </Layout>
      </PagePathContext.Provider>
    </LangContext.Provider>
  )
}

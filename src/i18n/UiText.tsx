import React from "react"
import { useUi, type UiStrings } from "."

/**
 * One interface word where a component has no other use for the strings, e.g. `<UiText get={(ui) => ui.home.readMore} />`;
 * components that use several call `useUi()` once instead.
 */
export const UiText: React.FC<{ get: (ui: UiStrings) => string }> = ({ get }) => <>{get(useUi())}</>

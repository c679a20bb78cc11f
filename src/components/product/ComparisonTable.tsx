import React from "react"
import { Link } from "gatsby"
import type { Comparison } from "../../lib/content/comparison"
import { useUi } from "../../i18n"
import { formatMessage } from "../../lib/ui/format-message"
import * as styles from "./ComparisonTable.module.css"
import { SpecValue } from "./SpecValue"

/**
 * The 20/30/40 ft models side by side (built from their data by lib/comparison), each column linking to its page.
 * From 768 px a table; on phones, where three columns do not fit, one card per model with the same rows (the table
 * showed a single column there with no sign that it scrolled, issue 56). Both are in the HTML; CSS shows one.
 */
export const ComparisonTable: React.FC<{ comparison: Comparison; caption: string }> = ({ comparison, caption }) => {
  const ui = useUi().product.comparison
  // a model's name, heading its column or its card: this page's model marked current, the others linking to theirs
  const model = (c: Comparison["columns"][number]) =>
    c.current ? (
      <span aria-current="page">{formatMessage(ui.current, { shortName: c.shortName })}</span>
    ) : (
      <Link to={c.path}>{c.shortName}</Link>
    )
  const value = (v: string | null) => (v != null ? <SpecValue value={v} /> : <span className={styles.na}>{ui.missing}</span>)
  return (
    <>
      {/* a horizontally scrollable region must be reachable by keyboard (axe: scrollable-region-focusable) */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <div className={styles.wrap} tabIndex={0} role="region" aria-label={formatMessage(ui.region, { caption })}>
        <table className={styles.table}>
          <caption className="visually-hidden">{caption}</caption>
          <thead>
            <tr>
              <th scope="col">
                <span className="visually-hidden">{ui.specification}</span>
              </th>
              {comparison.columns.map((c) => (
                <th key={c.path} scope="col" className={c.current ? styles.current : undefined}>
                  {model(c)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {comparison.rows.map((row) => (
              <tr key={row.key}>
                <th scope="row">{row.label}</th>
                {row.values.map((v, i) => (
                  <td key={i} className={comparison.columns[i].current ? styles.current : undefined}>
                    {value(v)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {/* role="list": Safari drops the list semantics of a list styled with list-style: none */}
      {/* eslint-disable-next-line jsx-a11y/no-redundant-roles */}
      <ul className={styles.cards} role="list" aria-label={caption} data-testid="comparison-cards">
        {comparison.columns.map((c, i) => (
          <li key={c.path} className={`${styles.card} ${c.current ? styles.currentCard : ""}`}>
            <h3 className={styles.cardTitle}>{model(c)}</h3>
            <dl className={styles.cardRows}>
              {comparison.rows.map((row) => (
                <div key={row.key}>
                  <dt>{row.label}</dt>
                  <dd>{value(row.values[i])}</dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
    </>
  )
}

import React from "react"
import { Link } from "gatsby"
import type { Comparison } from "../../lib/content/comparison"
import { useUi } from "../../i18n"
import { formatMessage } from "../../lib/ui/format-message"
import * as styles from "./ComparisonTable.module.css"
import { SpecValue } from "./SpecValue"

/** The 20/30/40 ft models side by side (built from their data by lib/comparison), each column linking to its page. */
export const ComparisonTable: React.FC<{ comparison: Comparison; caption: string }> = ({ comparison, caption }) => {
  const ui = useUi().product.comparison
  return (
    // a horizontally scrollable region must be reachable by keyboard (axe: scrollable-region-focusable)
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
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
                {c.current ? (
                  <span aria-current="page">{formatMessage(ui.current, { shortName: c.shortName })}</span>
                ) : (
                  <Link to={c.path}>{c.shortName}</Link>
                )}
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
                  {v != null ? <SpecValue value={v} /> : <span className={styles.na}>{ui.missing}</span>}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

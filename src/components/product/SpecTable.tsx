import React from "react"
import * as styles from "./SpecTable.module.css"
import { SpecValue } from "./SpecValue"

interface Props {
  caption: string
  rows: ReadonlyArray<{ label: string; value: string }>
}

/** A product's specifications as a real table: readable by screen readers, and it prints well. */
export const SpecTable: React.FC<Props> = ({ caption, rows }) => (
  <div className={styles.wrap}>
    <table className={styles.table}>
      <caption className={styles.caption}>{caption}</caption>
      <tbody>
        {rows.map((row) => (
          <tr key={row.label}>
            <th scope="row">{row.label}</th>
            <td>
              <SpecValue value={row.value} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  </div>
)

import React from "react"
import { Icon } from "../ui/Icon"
import { whatsappUrl } from "../../lib/enquiries/contact-links"
import { useUi } from "../../i18n"
import { formatMessage } from "../../lib/ui/format-message"
import * as styles from "./FloatingButtons.module.css"

/** The floating messaging-chat link to the company's fixed WhatsApp number (opens the chat in a new tab). */
export const ChatLink: React.FC<{ phone: string; brand: string }> = ({ phone, brand }) => {
  const { layout: ui } = useUi()
  return (
    <a
      className={`${styles.fab} ${styles.chat}`}
      href={whatsappUrl(phone)}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={formatMessage(ui.chat, { brand })}
    >
      <Icon name="whatsapp" size={26} />
      <span className={styles.chatLabel} aria-hidden="true">
        {ui.chatShort}
      </span>
    </a>
  )
}

import React from "react"
import { Icon } from "../ui/Icon"
import { whatsappUrl } from "../../lib/contact-links"
import * as styles from "./FloatingButtons.module.css"

/** The floating messaging-chat link to the company's fixed WhatsApp number (opens the chat in a new tab). */
export const ChatLink: React.FC<{ phone: string; brand: string }> = ({ phone, brand }) => (
  <a
    className={`${styles.fab} ${styles.chat}`}
    href={whatsappUrl(phone)}
    target="_blank"
    rel="noopener noreferrer"
    aria-label={`Chat with ${brand} on WhatsApp`}
  >
    <Icon name="whatsapp" size={28} />
  </a>
)

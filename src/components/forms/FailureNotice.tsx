import React from "react"
import { enquiryMailto } from "../../lib/mailto"
import type { TemplateParams } from "../../lib/email-params"
import * as styles from "./Form.module.css"

/** Toast body after a failed send: the exact failure text, and an e-mail link with the enquiry written. */
export const FailureToast: React.FC<{ message: string; email: string; params: TemplateParams }> = ({ message, email, params }) => (
  <div className={styles.toastBody}>
    <p className={styles.toastText} data-testid="failure-toast-text">
      {message}
    </p>
    <a href={enquiryMailto(email, params)} className={styles.toastLink}>
      Or e-mail it to us
    </a>
  </div>
)

/** Stays in the form after a failure (toasts go away): the values are kept and the e-mail route is offered. */
export const FailureNotice: React.FC<{ email: string; params: TemplateParams }> = ({ email, params }) => (
  <p className={styles.failure} role="status" data-testid="failure-notice">
    Your message could not be sent, but nothing you typed is lost: try again in a moment, or{" "}
    <a href={enquiryMailto(email, params)} data-testid="mailto-fallback">
      send it from your e-mail app to {email}
    </a>
    .
  </p>
)

import React from "react"
import { enquiryMailto } from "../../lib/enquiries/mailto"
import type { TemplateParams } from "../../lib/enquiries/email-params"
import { useUi } from "../../i18n"
import { formatMessage } from "../../lib/ui/format-message"
import * as styles from "./Form.module.css"

/** Toast body after a failed send: the exact failure text, and an e-mail link with the enquiry written. */
export const FailureToast: React.FC<{ message: string; email: string; params: TemplateParams }> = ({ message, email, params }) => {
  const { forms: ui } = useUi()
  return (
    <div className={styles.toastBody}>
      <p className={styles.toastText} data-testid="failure-toast-text">
        {message}
      </p>
      <a href={enquiryMailto(email, params, ui.mailto)} className={styles.toastLink}>
        {ui.failure.toastLink}
      </a>
    </div>
  )
}

/** Stays in the form after a failure (toasts go away): the values are kept and the e-mail route is offered. */
export const FailureNotice: React.FC<{ email: string; params: TemplateParams }> = ({ email, params }) => {
  const { forms: ui } = useUi()
  return (
    <p className={styles.failure} role="status" data-testid="failure-notice">
      {ui.failure.noticeBefore}{" "}
      <a href={enquiryMailto(email, params, ui.mailto)} data-testid="mailto-fallback">
        {formatMessage(ui.failure.noticeLink, { email })}
      </a>
      {ui.failure.noticeAfter}
    </p>
  )
}

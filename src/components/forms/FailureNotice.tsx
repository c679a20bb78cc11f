import React from "react"
import { enquiryMailto } from "../../lib/enquiries/mailto"
import type { TemplateParams } from "../../lib/enquiries/email-params"
import { useUi } from "../../i18n"
import { formatMessage } from "../../lib/ui/format-message"
import { hopelessFailure, type HopelessFailure } from "../../lib/enquiries/send-failure"
import * as styles from "./Form.module.css"
import { WholeAddresses } from "../ui/WholeAddresses"

/**
 * Toast body after a failed send: the form's exact failure text (spec 8), or, where sending again cannot help (a
 * message too long, a full inbox: lib/enquiries/send-failure.ts), what is wrong; and an e-mail link with the enquiry
 * written.
 */
export const FailureToast: React.FC<{ message: string; email: string; params: TemplateParams; error?: unknown }> = ({
  message,
  email,
  params,
  error,
}) => {
  const { forms: ui } = useUi()
  const hopeless = hopelessFailure(error)
  return (
    <div className={styles.toastBody}>
      <p className={styles.toastText} data-testid="failure-toast-text">
        {hopeless ? ui.failure[hopeless] : message}
      </p>
      <a href={enquiryMailto(email, params, ui.mailto)} className={styles.toastLink}>
        {ui.failure.toastLink}
      </a>
    </div>
  )
}

/**
 * Stays in the form after a failure (toasts go away): the values are kept and the e-mail route is offered; the visitor
 * is not told to try again where that cannot help (`reason`).
 */
export const FailureNotice: React.FC<{ email: string; params: TemplateParams; reason?: HopelessFailure | null }> = ({
  email,
  params,
  reason,
}) => {
  const { forms: ui } = useUi()
  const before = reason ? ui.failure[`${reason}NoticeBefore`] : ui.failure.noticeBefore
  return (
    <p className={styles.failure} role="status" data-testid="failure-notice">
      {before}{" "}
      <a href={enquiryMailto(email, params, ui.mailto)} data-testid="mailto-fallback">
        <WholeAddresses text={formatMessage(ui.failure.noticeLink, { email })} />
      </a>
      {ui.failure.noticeAfter}
    </p>
  )
}

/**
 * What only the planner's send needs, in one chunk loaded on demand (Planner.tsx, loadSending): the check of the
 * contact and the project, the e-mail's composition, the e-mail route offered after a failure and the confirmation
 * after a success. Not in the page's first load (issue 60: the page's first-load JavaScript).
 */
export { validationMessage } from "../../lib/enquiries/validation-message"
export { validatePlanner } from "../../lib/planner/validate"
export { projectParams } from "../../lib/planner/message"
export { FailureNotice, FailureToast } from "../forms/FailureNotice"
export { Confirmation } from "./Confirmation"

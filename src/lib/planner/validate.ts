/**
 * What the planner needs before it sends: at least one unit, a port, the contact's name, e-mail and phone, and a
 * phone number in the spec's international form. The first failure is returned, in that order, so the page shows
 * one message (src/i18n/<lang>/forms.ts `validation` for "phone" and for the empty contact fields, which it names, as
 * every form does where the spec fixes no text; the planner's words `send` for the others).
 */
import { isBlank, isValidPhone } from "../enquiries/form-validation"
import { orderedLines } from "./project"
import { OTHER_PORT } from "./url"
import type { PlannerContact, PlannerPort, PlannerRow, Project } from "./types"

export type PlannerValidation =
  | { ok: true }
  | { ok: false; reason: "phone" | "units" | "port" | "otherPort"; field: string }
  | { ok: false; reason: "required"; field: string; missing: string[] }

/** The contact fields that must be filled, in the form's order (company and message are optional). */
export const PLANNER_REQUIRED_FIELDS = ["name", "email", "phone"] as const

/**
 * `ports`, when given, also checks that a listed port is one of them (a decoded project only holds known ones);
 * `diallable`, the phone field's numbering plans once it has loaded, refuses a number its country cannot have.
 */
export function validatePlanner(
  contact: PlannerContact,
  project: Project,
  rows: readonly PlannerRow[],
  ports?: readonly PlannerPort[],
  diallable?: (phone: string) => boolean,
): PlannerValidation {
  if (!orderedLines(project, rows).length) return { ok: false, reason: "units", field: "quantity" }
  // "Other port" with its name left empty asks for the name, not for a port
  if (project.port === OTHER_PORT && isBlank(project.otherPort)) return { ok: false, reason: "otherPort", field: "port" }
  const portChosen = project.port === OTHER_PORT || (project.port !== "" && (!ports || ports.some((p) => p.id === project.port)))
  if (!portChosen) return { ok: false, reason: "port", field: "port" }
  const missing = PLANNER_REQUIRED_FIELDS.filter((field) => isBlank(contact[field]))
  if (missing.length) return { ok: false, reason: "required", field: missing[0], missing }
  if (!isValidPhone(contact.phone, diallable)) return { ok: false, reason: "phone", field: "phone" }
  return { ok: true }
}

import React, { startTransition, useCallback, useContext, useDeferredValue, useEffect, useMemo, useRef, useState } from "react"
import { useEnquiryForm } from "../forms/use-enquiry-form"
import { notify } from "../layout/notify"
import { useNearViewport } from "../../hooks/use-near-viewport"
import { LangContext, useUi } from "../../i18n"
import type { PlannerWords } from "../../i18n/planner"
import { draftKey } from "../../lib/enquiries/drafts"
import { isE164 } from "../../lib/enquiries/form-validation"
import type { TemplateParams } from "../../lib/enquiries/email-params"
import { plannerRows, rowShortLabel } from "../../lib/planner/rows"
import { choiceOf, withLine } from "../../lib/planner/project"
import { brandInitials, projectReference } from "../../lib/planner/reference"
import { summarize, type ProjectSummary } from "../../lib/planner/summary"
import { droppedLine } from "../../lib/planner/text"
import { encodeProject } from "../../lib/planner/url"
import type { PlannerValidation } from "../../lib/planner/validate"
import type { LineChoice, PlannerPort, PlannerProduct, PlannerRow, Project } from "../../lib/planner/types"
import { sitePath } from "../../lib/routes/routes"
import { reportChunkFailure } from "../../lib/browser/chunk-reload"
import { afterNextPaint } from "../../lib/browser/after-next-paint"
import { formatMessage } from "../../lib/ui/format-message"
import { usePlannerProject } from "./use-planner-project"
import { ModelRow } from "./ModelRow"
import { Summary, summaryDigest } from "./Summary"
import { DeliveryFields } from "./DeliveryFields"
import type { PhoneCheck } from "./LazyPhoneField"
import { CopyLink } from "./CopyLink"
import { CONTACT_FIELDS, ContactSection, type ContactField } from "./ContactSection"
import { PrintHeader, type PlannerSite } from "./PrintHeader"
import { ProjectBar } from "./ProjectBar"
import { domId } from "./ModelRow"
import type { PlannerCapacityNode, Thumb } from "./page-data"
import * as styles from "./Planner.module.css"

/**
 * What only the send needs (./sending.ts: the checks, the e-mail's composition, the failure's e-mail route, the
 * confirmation), loaded on demand: fetched with the phone widget (the contact section nears the viewport, or a first
 * interaction with the form), so a send does not wait for it.
 */
const loadSending = () => import(/* webpackChunkName: "planner-sending" */ "./sending")
type Sending = Awaited<ReturnType<typeof loadSending>>

/** The session draft of the contact fields (src/lib/enquiries/drafts.ts). */
export const CONTACT_DRAFT_KEY = draftKey("planner")

/** How long the project must stay unchanged before screen readers hear its digest. */
export const DIGEST_DELAY_MS = 1000

export interface PlannerProps {
  /** the planner's words in the page's language (src/i18n/planner: the page gets them in its page context) */
  words: PlannerWords
  products: readonly PlannerProduct[]
  ports: readonly PlannerPort[]
  /** the product group headings, by group */
  groups: Record<string, string>
  /** each product's thumbnail, by product key */
  thumbs: Record<string, Thumb>
  /** the company's address for the mailto fallback */
  contactEmail: string
  /** the sender; tests inject one */
  send?: (params: TemplateParams) => Promise<unknown>
  /** the day the dates count from; by default the visitor's local date (tests fix it) */
  today?: string
  /** the page's location key and query: the project is read again from the URL (or the session) when it changes */
  navigation?: string
  /** the company's capacity (data/site.<lang>.json `capacity`) */
  capacity: PlannerCapacityNode
  /** the site's address, brand, logo and contact details (the link in the e-mail, the reference, the print) */
  site: PlannerSite
}

interface Sent {
  project: Project
  summary: ProjectSummary
  reference: string
}

/** A project with what the page and the e-mail say of it. */
interface Figures extends Sent {
  /** the project's address on the site, with its query */
  link: string
}

/**
 * The project planner (/quote/): models and quantities, delivery and site, contact, and the summary beside them.
 * The project lives in the URL and the session (usePlannerProject), the contact in its session draft
 * (useEnquiryForm); sending goes through the site's e-mail route with the project as plain text (projectParams).
 */
export const Planner: React.FC<PlannerProps> = ({
  words,
  products,
  ports,
  groups,
  thumbs,
  contactEmail,
  send,
  today: fixedToday,
  navigation,
  capacity,
  site,
}) => {
  const lang = useContext(LangContext)
  const { forms } = useUi()
  const rows = useMemo(() => plannerRows(products), [products])
  const { project, setProject, today, dropped, ready, reset, added } = usePlannerProject(rows, ports, fixedToday, navigation)
  // The project's figures: its summary, its link (the site's own address, never the address it is served from) and
  // its reference. The dates are not shown before `today` is known; until then nothing is ordered either (the server
  // HTML).
  const figuresOf = useCallback(
    (p: Project): Figures => {
      const query = encodeProject(p, rows)
      return {
        project: p,
        summary: summarize(p, rows, ports, today ?? "2000-01-01", capacity),
        reference: projectReference(query, brandInitials(site.brand)),
        link: `${site.siteUrl}${sitePath("quote", lang)}/${query ? `?${query}` : ""}`,
      }
    },
    [rows, ports, today, capacity, site, lang],
  )
  // What the page shows of them follows the project one render behind: a "+" or a keystroke in a field paints the
  // field at once, and the summary, the bar, the reference and the row's ordered look in the next render, which React does when the main
  // thread is free and drops for a newer keystroke (issue 60: the summary's render, style and layout were in every
  // keystroke's frame). The send always reads the figures of the project as it is (latest).
  const shownProject = useDeferredValue(project)
  const shown = useMemo(() => figuresOf(shownProject), [figuresOf, shownProject])
  const { summary, reference } = shown
  const latestRef = useRef(() => shown)
  latestRef.current = () => (shownProject === project ? shown : figuresOf(project))
  const [sent, setSent] = useState<Sent | null>(null)
  // the phone field's numbering plans, once its chunk has loaded (LazyPhoneField)
  const phoneCheck = useRef<PhoneCheck | undefined>(undefined)
  // the send's code, once loaded (submit below loads it first: the form's callbacks all run after)
  const sending = useRef<Sending | null>(null)
  const loaded = (): Sending => {
    if (!sending.current) throw new Error("The planner's sending code is not loaded")
    return sending.current
  }

  const form = useEnquiryForm<ContactField, PlannerValidation>({
    fields: CONTACT_FIELDS,
    draftKey: CONTACT_DRAFT_KEY,
    validate: (contact) => loaded().validatePlanner(contact, project, rows, ports, phoneCheck.current),
    toParams: (contact) => {
      const latest = latestRef.current()
      return loaded().projectParams(latest.project, latest.summary, rows, ports, contact, words.text, forms.email, lang, {
        reference: latest.reference,
        link: latest.link,
      })
    },
    onInvalid: (result) => {
      // the forms' words for the phone and the empty contact fields (named: the spec fixes no text here), the planner's own
      // for a project without units or port
      const message =
        result.reason === "required"
          ? loaded().validationMessage(forms.validation, result, forms.fields, false)
          : result.reason === "phone"
            ? forms.validation.phone
            : words.send[result.reason]
      void notify("error", message)
    },
    onSuccess: () => {
      void notify("success", forms.quote.success)
      const { project: p, summary: s, reference: r } = latestRef.current()
      setSent({ project: p, summary: s, reference: r })
    },
    onFailure: (e, params) => {
      const { FailureToast } = loaded()
      void notify("error", <FailureToast message={forms.quote.failure} email={contactEmail} params={params} error={e} />)
    },
    acceptDraft: (field, value) => field !== "phone" || isE164(value),
    send,
  })
  const { values, setField, submitting } = form

  // the phone widget loads when the contact section nears the viewport, or at the first interaction with the planner
  const contactRef = useRef<HTMLElement>(null)
  const near = useNearViewport(contactRef, "400px 0px")
  const [interacted, setInteracted] = useState(false)
  const wantPhone = near || interacted
  // told once, at the end of the first interaction (its click, keyup or input: a tap's pointerdown and focus come
  // before its click, and a frame painted between them let the work below land in the click), after that interaction's
  // own frame and in a transition: the planner's render for it (about 20 ms of a phone's CPU, 4x slowed) was inside the
  // first "+" (issue 60, npm run bench:inp)
  const interactedOnce = useRef(false)
  const onFirstInteraction = useCallback(() => {
    if (interactedOnce.current) return
    interactedOnce.current = true
    afterNextPaint(() => startTransition(() => setInteracted(true)))
  }, [])
  // the send's code is fetched at the same moment (a failure here is met again, and answered, at the send)
  useEffect(() => {
    if (wantPhone)
      loadSending().then(
        (m) => (sending.current = m),
        () => undefined,
      )
  }, [wantPhone])

  // the send, once its code is there (at once when the visitor came near the form before); when it cannot be loaded
  // (offline since then), the planner's failure toast, and everything typed stays (a newer deployment reloads the page)
  const submit = (event: React.FormEvent) => {
    event.preventDefault()
    if (sending.current) return void form.handleSubmit()
    loadSending().then(
      (m) => {
        sending.current = m
        void form.handleSubmit()
      },
      (error: unknown) => {
        console.error("Failed to load the planner's sending code:", error)
        reportChunkFailure(error)
        void notify("error", forms.quote.failure)
      },
    )
  }

  // the digest screen readers hear, once the project has stayed unchanged for a moment (never on each keystroke)
  // memoized: the summary follows the project one render behind, so the render of a keystroke or a "+" has the
  // previous summary and need not write its digest again (about 2 ms of a 4x-slowed phone's keystroke, issue 60)
  const digest = useMemo(() => summaryDigest(summary, words, lang), [summary, words, lang])
  const [live, setLive] = useState("")
  const settled = useRef<string | null>(null)
  useEffect(() => {
    if (!ready) return
    if (settled.current === null) {
      // the project as restored at load is not announced
      settled.current = digest
      return
    }
    const timer = window.setTimeout(() => setLive(digest), DIGEST_DELAY_MS)
    return () => window.clearTimeout(timer)
  }, [digest, ready])

  // "Add to my project" from a product page: its row is brought into view (on a phone, far down the list) and the
  // addition announced, once per addition: a later render (the bar's "See the summary" is a navigation to the same
  // page, which renders it again) must not pull the page back to the row
  const shownAddition = useRef<PlannerRow | null>(null)
  useEffect(() => {
    if (!ready || !added || shownAddition.current === added) return
    setLive(formatMessage(words.models.added, { model: rowShortLabel(added, lang) }))
    const frame = window.requestAnimationFrame(() => {
      shownAddition.current = added
      document.getElementById(`planner-row-${domId(added.id)}`)?.scrollIntoView({ block: "center" })
    })
    return () => window.cancelAnimationFrame(frame)
  }, [ready, added, words, lang])

  const droppedText = dropped.length ? droppedLine(dropped, rows, words.text, lang) : ""
  // one callback for every row: the rows are memoized, so a keystroke elsewhere leaves them alone (issue 60)
  const onLine = useCallback((rowId: PlannerRow["id"], choice: LineChoice) => setProject((p) => withLine(p, rowId, choice)), [setProject])

  // the summary's and the contact section's props made once (both are memoized: a keystroke in a contact field must not
  // render the summary again, issue 60)
  const copyLink = useMemo(() => <CopyLink words={words} />, [words])
  const droppedNotice = useMemo(
    () => (
      <p className={styles.dropped} role="status" data-testid="planner-dropped">
        {droppedText}
      </p>
    ),
    [droppedText],
  )
  const setPhoneCheck = useCallback((check: PhoneCheck) => {
    phoneCheck.current = check
  }, [])

  const startNew = () => {
    setSent(null)
    setLive("")
    reset()
  }

  const groupsInOrder = rows.reduce<Array<{ group: string; rows: typeof rows }>>((list, row) => {
    const last = list[list.length - 1]
    if (last && last.group === row.product.group) last.rows.push(row)
    else list.push({ group: row.product.group, rows: [row] })
    return list
  }, [])
  // set before the form's callbacks run, so before any confirmation or failure notice is rendered
  const Send = sending.current
  const { failedParams, failedReason } = form
  const failureNotice = useMemo(
    () => (failedParams && Send ? <Send.FailureNotice email={contactEmail} params={failedParams} reason={failedReason} /> : null),
    [failedParams, failedReason, Send, contactEmail],
  )
  return (
    <div className={styles.planner} data-planner="" data-ready={ready || undefined}>
      <PrintHeader site={site} words={words} lang={lang} today={today} reference={sent ? sent.reference : reference} />
      {sent && Send ? (
        <Send.Confirmation
          sent={sent}
          capacity={capacity}
          ports={ports}
          lang={lang}
          words={words}
          today={today}
          onPrint={() => window.print()}
          onStartNew={startNew}
        />
      ) : (
        <form
          ref={form.formRef}
          className={styles.grid}
          onSubmit={submit}
          onClickCapture={onFirstInteraction}
          onKeyUpCapture={onFirstInteraction}
          onInputCapture={onFirstInteraction}
          data-testid="planner-form"
        >
          <section className={styles.models} aria-labelledby="planner-models-title">
            <h2 id="planner-models-title" className={styles.sectionTitle}>
              {words.models.title}
            </h2>
            <p className={styles.sectionText}>{words.models.text}</p>
            {groupsInOrder.map((g, gi) => (
              <div key={g.group} className={styles.group}>
                <h3 className={styles.groupTitle} id={`planner-group-${g.group}`}>
                  {groups[g.group] ?? g.group}
                </h3>
                {/* role="list": Safari drops the list semantics of a list styled with list-style: none */}
                {/* eslint-disable-next-line jsx-a11y/no-redundant-roles */}
                <ul className={styles.rows} role="list" aria-labelledby={`planner-group-${g.group}`}>
                  {g.rows.map((row, ri) => (
                    <ModelRow
                      key={row.id}
                      row={row}
                      choice={choiceOf(project, row)}
                      lang={lang}
                      words={words}
                      thumb={thumbs[row.product.key]}
                      first={gi === 0 && ri === 0}
                      onChange={onLine}
                      ordered={choiceOf(shownProject, row).quantity > 0}
                      projectUse={project.use}
                      justAdded={added?.id === row.id}
                    />
                  ))}
                </ul>
              </div>
            ))}
            <ProjectBar summary={summary} words={words} lang={lang} />
          </section>

          <section className={styles.summary} aria-labelledby="planner-summary-title" id="planner-summary">
            <Summary
              id="planner-summary-title"
              summary={summary}
              project={shownProject}
              ports={ports}
              lang={lang}
              words={words}
              today={today}
              reference={reference}
              capacityNote={capacity.note}
              actions={copyLink}
              notice={droppedNotice}
            />
          </section>

          <div className={styles.details}>
            <DeliveryFields
              project={project}
              ports={ports}
              lang={lang}
              words={words}
              today={today}
              optional={forms.optional}
              onChange={setProject}
            />

            <ContactSection
              sectionRef={contactRef}
              words={words}
              values={values}
              setField={setField}
              onPhoneCheck={setPhoneCheck}
              wantPhone={wantPhone}
              honeypot={form.honeypot}
              setHoneypot={form.setHoneypot}
              failureNotice={failureNotice}
              submitting={submitting}
            />
          </div>
        </form>
      )}
      <div role="status" aria-live="polite" aria-atomic="true" className="visually-hidden" data-testid="planner-digest">
        {live}
      </div>
    </div>
  )
}

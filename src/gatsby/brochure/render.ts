import PDFDocument from "pdfkit"
import sharp from "sharp"
import type { BrochureContent, BrochureProduct } from "./content"
import { buildWordsOf } from "../../i18n/build"
import { formatMessage } from "../../lib/ui/format-message"

/** Colours of the site (src/styles/global.css). */
const C = {
  accent: "#0e5a6b",
  accentDark: "#0a3f4c",
  soft: "#e3efef",
  ink: "#1c1c1a",
  muted: "#57564f",
  line: "#e2dbcf",
  coral: "#a8471f",
  paper: "#faf7f2",
}

export interface RenderOptions {
  /** reads a picture named by the content (path relative to data/products/); null when it cannot be read */
  loadImage: (relativePath: string) => Promise<Buffer | null>
  /** fixed creation date, so the same data gives the same file */
  date?: Date
}

/** A4 in points, its margins, and the band the page numbers take at the bottom. */
const PAGE = { width: 595.28, height: 841.89, margin: 48, footer: 28 }
const INNER = PAGE.width - 2 * PAGE.margin
/** the lowest point a page's content may reach: above the page number */
const BOTTOM = PAGE.height - PAGE.margin - PAGE.footer

/** A photograph resized to twice the size it is shown at (print sharpness) as a JPEG, to keep the PDF small. */
async function photo(input: Buffer, width: number, height: number): Promise<Buffer | null> {
  try {
    return await sharp(input)
      .resize(Math.round(width * 2), Math.round(height * 2), { fit: "cover" })
      .jpeg({ quality: 72, mozjpeg: true })
      .toBuffer()
  } catch {
    return null
  }
}

/** A drawing (SVG) rasterised at twice its printed width as a palette PNG: sharp draws it with librsvg. */
async function drawing(input: Buffer, width: number): Promise<Buffer | null> {
  try {
    return await sharp(input, { density: 144 })
      .resize({ width: Math.round(width * 2.5) })
      .png({ compressionLevel: 9 })
      .toBuffer()
  } catch {
    return null
  }
}

/**
 * Renders the brochure as a tagged A4 PDF (Helvetica, the PDF's built-in font: nothing to embed): a cover with the list
 * of the models, one page per model (its picture, key facts, drawing and specifications), and a last page with the
 * purchase process and the contact details. Every page but the cover carries "page N of M", M the file's own count.
 *
 * Tagged (issue 56): the document's title and language are set and the title is what a reader shows; every text and
 * picture is drawn inside a structure element, in reading order (Document > Sect > H1/H2/H3, P, Figure with its
 * alternative text, Table > TR > TH/TD, L > LI), and the decoration and the page numbers are artifacts. Every position
 * is computed: nothing is written below a page's bottom margin, where pdfkit would open a page of its own (the five
 * blank pages of the old brochure were its page numbers, each written below the margin).
 */
export async function renderBrochure(content: BrochureContent, opts: RenderOptions): Promise<Buffer> {
  const ui = buildWordsOf(content.lang).brochure
  const date = opts.date ?? new Date(Date.UTC(2025, 0, 1))
  const doc = new PDFDocument({
    size: "A4",
    margins: { top: PAGE.margin, bottom: PAGE.margin, left: PAGE.margin, right: PAGE.margin },
    bufferPages: true,
    compress: true,
    pdfVersion: "1.5",
    tagged: true,
    lang: ui.langTag,
    displayTitle: true,
    info: {
      Title: content.title,
      Author: content.brand,
      Subject: `${content.brand}: ${content.tagline}`,
      CreationDate: date,
      ModDate: date,
    },
  })
  const chunks: Buffer[] = []
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("data", (c) => chunks.push(c))
    doc.on("end", () => resolve(Buffer.concat(chunks)))
    doc.on("error", reject)
  })

  // pictures, resized once
  const photos = new Map<string, Buffer | null>()
  const plans = new Map<string, Buffer | null>()
  for (const p of content.products) {
    if (p.image && !photos.has(p.image)) {
      const raw = await opts.loadImage(p.image)
      photos.set(p.image, raw ? await photo(raw, INNER, 220) : null)
    }
    if (p.plan && !plans.has(p.plan.image)) {
      const raw = await opts.loadImage(p.plan.image)
      plans.set(p.plan.image, raw ? await drawing(raw, 292) : null)
    }
  }

  const root = doc.struct("Document")
  doc.addStructure(root)
  /** decoration (backgrounds, rules): an artifact, outside the structure */
  const artifact = (draw: () => void, type: "Layout" | "Pagination" = "Layout") => {
    doc.markContent("Artifact", { type })
    draw()
    doc.endMarkedContent()
  }
  const text = (
    str: string,
    x: number,
    y: number,
    o: { font?: string; size: number; color: string; width: number } & PDFKit.Mixins.TextOptions,
  ) => {
    const { font = "Helvetica", size, color, ...options } = o
    doc.font(font).fontSize(size).fillColor(color).text(str, x, y, options)
  }
  const heightOf = (str: string, font: string, size: number, width: number, lineGap = 0) =>
    doc.font(font).fontSize(size).heightOfString(str, { width, lineGap })
  /** a structure element drawn now, in reading order, as a child of `parent` */
  const tag = (parent: PDFKit.PDFStructureElement, type: string, draw: () => void, options?: { alt?: string }) => {
    const el = doc.struct(type, options ?? {}, draw)
    parent.add(el)
    return el
  }

  // --- cover ---
  const cover = doc.struct("Sect")
  root.add(cover)
  artifact(() => doc.rect(0, 0, PAGE.width, PAGE.height).fill(C.accentDark))
  const first = content.products.find((p) => p.image && photos.get(p.image))
  const coverH = PAGE.height * 0.46
  if (first?.image)
    tag(
      cover,
      "Figure",
      () => doc.image(photos.get(first.image!)!, 0, 0, { width: PAGE.width, height: coverH, cover: [PAGE.width, coverH] }),
      {
        alt: first.imageAlt,
      },
    )
  let y = coverH + 28
  tag(cover, "P", () =>
    text(content.brand.toUpperCase(), PAGE.margin, y, {
      font: "Helvetica-Bold",
      size: 11,
      color: C.soft,
      width: INNER,
      characterSpacing: 2,
    }),
  )
  y += 22
  tag(cover, "H1", () => text(ui.coverTitle, PAGE.margin, y, { font: "Helvetica-Bold", size: 32, color: "#ffffff", width: INNER }))
  y += 42
  tag(cover, "P", () => text(content.tagline, PAGE.margin, y, { size: 15, color: C.soft, width: INNER }))
  y += 26
  tag(cover, "P", () => text(content.description, PAGE.margin, y, { size: 10.5, color: "#ffffff", width: INNER, lineGap: 2.5 }))
  y += heightOf(content.description, "Helvetica", 10.5, INNER, 2.5) + 18
  tag(cover, "H2", () => text(ui.contents, PAGE.margin, y, { font: "Helvetica-Bold", size: 12, color: C.soft, width: INNER }))
  y += 20
  const list = doc.struct("L")
  cover.add(list)
  content.products.forEach((p, i) => {
    const ly = y + i * 16
    tag(list, "LI", () =>
      text(formatMessage(ui.contentsLine, { title: p.title, page: i + 2 }), PAGE.margin, ly, {
        size: 10,
        color: "#ffffff",
        width: INNER,
        lineBreak: false,
      }),
    )
  })
  if (y + content.products.length * 16 > BOTTOM) throw new Error("the brochure's cover is full: too many models for its list")
  list.end()
  cover.end()

  // --- one page per model ---
  for (const p of content.products) {
    doc.addPage()
    const sect = doc.struct("Sect")
    root.add(sect)
    productPage(p, sect)
    sect.end()
  }

  function productPage(p: BrochureProduct, sect: PDFKit.PDFStructureElement) {
    const M = PAGE.margin
    let y = M
    tag(sect, "P", () => text(p.sizeRange, M, y, { font: "Helvetica-Bold", size: 9.5, color: C.coral, width: INNER }))
    y += 15
    tag(sect, "H2", () => text(p.title, M, y, { font: "Helvetica-Bold", size: 22, color: C.ink, width: INNER }))
    y += heightOf(p.title, "Helvetica-Bold", 22, INNER) + 4
    tag(sect, "P", () => text(p.pitch, M, y, { size: 10.5, color: C.ink, width: INNER, lineGap: 2 }))
    y += heightOf(p.pitch, "Helvetica", 10.5, INNER, 2) + 3
    const enquiry = formatMessage(ui.enquiryName, { name: p.name })
    tag(sect, "P", () => text(enquiry, M, y, { size: 8.5, color: C.muted, width: INNER }))
    y += 16

    const photoH = 185
    const img = p.image ? photos.get(p.image) : null
    if (img) tag(sect, "Figure", () => doc.image(img, M, y, { width: INNER, height: photoH }), { alt: p.imageAlt })
    else artifact(() => doc.rect(M, y, INNER, photoH).fill(C.soft))
    y += photoH + 14

    // key facts: three to a row
    tag(sect, "H3", () => text(ui.keyFacts, M, y, { font: "Helvetica-Bold", size: 10, color: C.accent, width: INNER }))
    y += 16
    const cols = 3
    const gap = 8
    const cellW = (INNER - (cols - 1) * gap) / cols
    const pad = 7
    const table = doc.struct("Table")
    sect.add(table)
    for (let r = 0; r * cols < p.keyFacts.length; r++) {
      const row = p.keyFacts.slice(r * cols, r * cols + cols)
      const rowH =
        Math.max(
          ...row.map(
            (f) =>
              heightOf(f.label, "Helvetica-Bold", 7.5, cellW - 2 * pad) + 3 + heightOf(f.value, "Helvetica-Bold", 9, cellW - 2 * pad, 1),
          ),
        ) +
        2 * pad
      const tr = doc.struct("TR")
      table.add(tr)
      row.forEach((f, c) => {
        const x = M + c * (cellW + gap)
        artifact(() => doc.roundedRect(x, y, cellW, rowH, 5).fill(C.soft))
        tag(tr, "TH", () => text(f.label, x + pad, y + pad, { font: "Helvetica-Bold", size: 7.5, color: C.muted, width: cellW - 2 * pad }))
        const vy = y + pad + heightOf(f.label, "Helvetica-Bold", 7.5, cellW - 2 * pad) + 3
        tag(tr, "TD", () =>
          text(f.value, x + pad, vy, { font: "Helvetica-Bold", size: 9, color: C.ink, width: cellW - 2 * pad, lineGap: 1 }),
        )
      })
      tr.end()
      y += rowH + gap
    }
    table.end()
    y += 8

    // the drawing on the left, the specifications on the right (the whole width when there is no drawing)
    const planImg = p.plan ? plans.get(p.plan.image) : null
    const planW = 292
    const specX = planImg ? M + planW + 16 : M
    const specW = planImg ? INNER - planW - 16 : INNER
    const top = y
    if (planImg && p.plan) {
      const caption = p.plan.caption
      tag(sect, "H3", () => text(caption, M, top, { font: "Helvetica-Bold", size: 10, color: C.accent, width: planW }))
      const planY = top + heightOf(caption, "Helvetica-Bold", 10, planW) + 6
      const planH = (planW * 2) / 3
      tag(sect, "Figure", () => doc.image(planImg, M, planY, { width: planW, height: planH }), { alt: p.plan.alt })
    }
    tag(sect, "H3", () => text(ui.specs, specX, top, { font: "Helvetica-Bold", size: 10, color: C.accent, width: specW }))
    let sy = top + 18
    const labelW = Math.min(110, specW * 0.42)
    const specs = doc.struct("Table")
    sect.add(specs)
    for (const f of p.facts) {
      const h = Math.max(heightOf(f.label, "Helvetica-Bold", 8.5, labelW - 6), heightOf(f.value, "Helvetica", 8.5, specW - labelW - 4))
      if (sy + h + 8 > BOTTOM - 18) throw new Error(`the brochure's page of ${p.name} is full: shorten its spec rows`)
      artifact(() =>
        doc
          .moveTo(specX, sy)
          .lineTo(specX + specW, sy)
          .lineWidth(0.5)
          .stroke(C.line),
      )
      const tr = doc.struct("TR")
      specs.add(tr)
      const rowY = sy
      tag(tr, "TH", () => text(f.label, specX, rowY + 4, { font: "Helvetica-Bold", size: 8.5, color: C.muted, width: labelW - 6 }))
      tag(tr, "TD", () => text(f.value, specX + labelW, rowY + 4, { size: 8.5, color: C.ink, width: specW - labelW - 4 }))
      tr.end()
      sy += h + 8
    }
    specs.end()
    const after = Math.max(sy, planImg ? top + 18 + (planW * 2) / 3 + 6 : sy) + 10
    // without a drawing, the model's summary fills the space under its specifications
    let ly = after
    if (!planImg && ly + heightOf(p.summary, "Helvetica", 9.5, INNER, 2) < BOTTOM - 24) {
      tag(sect, "P", () => text(p.summary, M, ly, { size: 9.5, color: C.ink, width: INNER, lineGap: 2 }))
      ly += heightOf(p.summary, "Helvetica", 9.5, INNER, 2) + 8
    }
    const linkY = Math.min(Math.max(ly, BOTTOM - 14), BOTTOM - 12)
    tag(sect, "P", () => text(p.url, M, linkY, { size: 9, color: C.accent, width: INNER, link: p.url, underline: false, lineBreak: false }))
  }

  // --- the purchase process and the contact details ---
  doc.addPage()
  const last = doc.struct("Sect")
  root.add(last)
  {
    const M = PAGE.margin
    let y = M
    tag(last, "H2", () => text(content.process.title, M, y, { font: "Helvetica-Bold", size: 22, color: C.ink, width: INNER }))
    y += 38
    const steps = doc.struct("L")
    last.add(steps)
    content.process.steps.forEach((s, i) => {
      const top = y
      const li = doc.struct("LI")
      steps.add(li)
      artifact(() => doc.roundedRect(M, top, 26, 26, 13).fill(C.accent))
      tag(li, "Lbl", () =>
        text(String(i + 1), M, top + 7, { font: "Helvetica-Bold", size: 12, color: "#ffffff", width: 26, align: "center" }),
      )
      const body = doc.struct("LBody")
      li.add(body)
      tag(body, "P", () => text(s.title, M + 40, top + 2, { font: "Helvetica-Bold", size: 12, color: C.ink, width: INNER - 40 }))
      const ty = top + 20
      tag(body, "P", () => text(s.text, M + 40, ty, { size: 10.5, color: C.muted, width: INNER - 40, lineGap: 2 }))
      body.end()
      li.end()
      y = Math.max(ty + heightOf(s.text, "Helvetica", 10.5, INNER - 40, 2), top + 26) + 16
    })
    steps.end()
    y += 12
    const lineH = 20
    const noteH = content.contact.note ? heightOf(content.contact.note, "Helvetica", 9, INNER - 40) + 12 : 0
    const boxH = 52 + content.contact.lines.length * lineH + noteH + 12
    if (y + boxH > BOTTOM) throw new Error("the brochure's last page is full: shorten the purchase process or the contact lines")
    const boxTop = y
    artifact(() => doc.roundedRect(M, boxTop, INNER, boxH, 10).fill(C.soft))
    tag(last, "H2", () =>
      text(content.contact.title, M + 20, boxTop + 18, { font: "Helvetica-Bold", size: 18, color: C.accentDark, width: INNER - 40 }),
    )
    let cy = boxTop + 50
    const contact = doc.struct("Table")
    last.add(contact)
    for (const l of content.contact.lines) {
      const tr = doc.struct("TR")
      contact.add(tr)
      const rowY = cy
      tag(tr, "TH", () => text(l.label, M + 20, rowY, { font: "Helvetica-Bold", size: 10, color: C.muted, width: 130 }))
      tag(tr, "TD", () => text(l.value, M + 150, rowY, { size: 10, color: C.ink, width: INNER - 170, lineBreak: false }))
      tr.end()
      cy += lineH
    }
    contact.end()
    if (content.contact.note)
      tag(last, "P", () => text(content.contact.note, M + 20, cy + 8, { size: 9, color: C.muted, width: INNER - 40 }))
  }
  last.end()

  // --- page numbers: every page but the cover, "page N of M" with M the file's count ---
  const range = doc.bufferedPageRange()
  for (let i = range.start + 1; i < range.start + range.count; i++) {
    doc.switchToPage(i)
    // below the bottom margin: without the margin moved, pdfkit would open a new page for this line
    const margin = doc.page.margins.bottom
    doc.page.margins.bottom = 0
    artifact(
      () =>
        text(
          formatMessage(ui.footer, { brand: content.brand, tagline: content.tagline, page: i + 1, pages: range.count }),
          PAGE.margin,
          PAGE.height - 30,
          {
            size: 8,
            color: C.muted,
            width: INNER,
            align: "center",
            lineBreak: false,
          },
        ),
      "Pagination",
    )
    doc.page.margins.bottom = margin
  }
  root.end()
  doc.end()
  return done
}

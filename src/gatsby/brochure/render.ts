import PDFDocument from "pdfkit"
import sharp from "sharp"
import type { BrochureContent } from "./content"
import { uiFor } from "../../i18n/all"
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
  /** reads an image named by the content (path relative to data/products/); null when it cannot be read */
  loadImage: (relativePath: string) => Promise<Buffer | null>
  /** fixed creation date, so the same data gives the same file */
  date?: Date
}

/** Resizes to a JPEG of the width the page shows it at (×2 for print sharpness) to keep the PDF small. */
async function toJpeg(input: Buffer, width: number, height: number): Promise<Buffer | null> {
  try {
    return await sharp(input).resize(width, height, { fit: "cover" }).jpeg({ quality: 72, mozjpeg: true }).toBuffer()
  } catch {
    return null
  }
}

/** Renders the brochure as an A4 PDF (Helvetica, the PDF's built-in font: nothing to embed). */
export async function renderBrochure(content: BrochureContent, opts: RenderOptions): Promise<Buffer> {
  const ui = uiFor(content.lang).catalogue.brochure
  const date = opts.date ?? new Date(Date.UTC(2025, 0, 1))
  const doc = new PDFDocument({
    size: "A4",
    margins: { top: 50, bottom: 50, left: 50, right: 50 },
    bufferPages: true,
    compress: true,
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

  const W = doc.page.width
  const H = doc.page.height
  const M = 50
  const inner = W - 2 * M

  // images, resized once
  const images = new Map<string, Buffer | null>()
  for (const p of content.products) {
    if (!p.image || images.has(p.image)) continue
    const raw = await opts.loadImage(p.image)
    images.set(p.image, raw ? await toJpeg(raw, 640, 440) : null)
  }

  // --- cover ---
  doc.rect(0, 0, W, H).fill(C.accentDark)
  const coverImage = content.products.map((p) => (p.image ? images.get(p.image) : null)).find(Boolean)
  if (coverImage) {
    doc.image(coverImage, 0, 0, { width: W, height: H * 0.55, cover: [W, H * 0.55] })
  }
  doc
    .fillColor(C.soft)
    .font("Helvetica-Bold")
    .fontSize(11)
    .text(content.brand.toUpperCase(), M, H * 0.6, { characterSpacing: 2 })
  doc
    .fillColor("#ffffff")
    .font("Helvetica-Bold")
    .fontSize(34)
    .text(ui.coverTitle, M, H * 0.6 + 24, { width: inner })
  doc.font("Helvetica").fontSize(16).fillColor(C.soft).text(content.tagline, { width: inner })
  doc.moveDown(1.2)
  doc.fontSize(11).fillColor("#ffffff").text(content.description, { width: inner, lineGap: 3 })
  doc.moveDown(1.5)
  doc
    .fontSize(10)
    .fillColor(C.soft)
    .text(content.products.map((p) => p.title).join("  ·  "), { width: inner, lineGap: 2 })

  // --- products: two per page ---
  const blockH = (H - 2 * M - 20) / 2
  content.products.forEach((p, i) => {
    if (i % 2 === 0) doc.addPage()
    const top = M + (i % 2) * (blockH + 20)
    const imgW = 200
    const imgH = 138
    const img = p.image ? images.get(p.image) : null
    if (img) doc.image(img, M, top, { width: imgW, height: imgH, cover: [imgW, imgH] })
    else doc.rect(M, top, imgW, imgH).fill(C.soft)
    const tx = M + imgW + 18
    const tw = inner - imgW - 18
    doc.fillColor(C.coral).font("Helvetica-Bold").fontSize(10).text(p.sizeRange, tx, top, { width: tw })
    doc
      .fillColor(C.ink)
      .font("Helvetica-Bold")
      .fontSize(17)
      .text(p.title, tx, doc.y + 4, { width: tw })
    doc
      .fillColor(C.muted)
      .font("Helvetica")
      .fontSize(9)
      .text(formatMessage(ui.enquiryName, { name: p.name }), tx, doc.y + 2, { width: tw })
    doc
      .fillColor(C.ink)
      .font("Helvetica")
      .fontSize(10.5)
      .text(p.pitch, tx, doc.y + 6, { width: tw, lineGap: 2 })
    // summary under the image
    let y = Math.max(top + imgH, doc.y) + 12
    doc.fillColor(C.ink).font("Helvetica").fontSize(9.5).text(p.summary, M, y, { width: inner, lineGap: 2 })
    y = doc.y + 8
    // facts table
    const labelW = 170
    for (const f of p.facts) {
      const h = Math.max(
        doc
          .font("Helvetica-Bold")
          .fontSize(9)
          .heightOfString(f.label, { width: labelW - 8 }),
        doc
          .font("Helvetica")
          .fontSize(9)
          .heightOfString(f.value, { width: inner - labelW - 8 }),
      )
      if (y + h + 6 > top + blockH - 14) break
      doc
        .moveTo(M, y)
        .lineTo(M + inner, y)
        .lineWidth(0.5)
        .stroke(C.line)
      doc
        .fillColor(C.muted)
        .font("Helvetica-Bold")
        .fontSize(9)
        .text(f.label, M, y + 4, { width: labelW - 8 })
      doc
        .fillColor(C.ink)
        .font("Helvetica")
        .fontSize(9)
        .text(f.value, M + labelW, y + 4, { width: inner - labelW - 8 })
      y += h + 8
    }
    doc
      .fillColor(C.accent)
      .font("Helvetica")
      .fontSize(9)
      .text(p.url, M, Math.min(y + 4, top + blockH - 12), { width: inner, link: p.url, underline: false })
  })

  // --- process and contact ---
  doc.addPage()
  doc.fillColor(C.ink).font("Helvetica-Bold").fontSize(22).text(content.process.title, M, M, { width: inner })
  doc.moveDown(0.6)
  content.process.steps.forEach((s, i) => {
    const y = doc.y
    doc.roundedRect(M, y, 26, 26, 13).fill(C.accent)
    doc
      .fillColor("#ffffff")
      .font("Helvetica-Bold")
      .fontSize(12)
      .text(String(i + 1), M, y + 7, { width: 26, align: "center" })
    doc
      .fillColor(C.ink)
      .font("Helvetica-Bold")
      .fontSize(12)
      .text(s.title, M + 40, y + 2, { width: inner - 40 })
    doc
      .fillColor(C.muted)
      .font("Helvetica")
      .fontSize(10.5)
      .text(s.text, M + 40, doc.y + 2, { width: inner - 40, lineGap: 2 })
    doc.y = Math.max(doc.y, y + 26) + 14
  })
  doc.moveDown(1)
  const boxTop = doc.y
  const lineH = 20
  const boxH = 44 + content.contact.lines.length * lineH + 40
  doc.roundedRect(M, boxTop, inner, boxH, 10).fill(C.soft)
  doc
    .fillColor(C.accentDark)
    .font("Helvetica-Bold")
    .fontSize(18)
    .text(content.contact.title, M + 20, boxTop + 18, { width: inner - 40 })
  let cy = boxTop + 48
  for (const l of content.contact.lines) {
    doc
      .fillColor(C.muted)
      .font("Helvetica-Bold")
      .fontSize(10)
      .text(l.label, M + 20, cy, { width: 110 })
    doc
      .fillColor(C.ink)
      .font("Helvetica")
      .fontSize(10)
      .text(l.value, M + 130, cy, { width: inner - 150 })
    cy += lineH
  }
  if (content.contact.note)
    doc
      .fillColor(C.muted)
      .font("Helvetica")
      .fontSize(9)
      .text(content.contact.note, M + 20, cy + 8, { width: inner - 40 })

  // --- page footers ---
  const range = doc.bufferedPageRange()
  for (let i = range.start + 1; i < range.start + range.count; i++) {
    doc.switchToPage(i)
    doc.fillColor(C.muted).font("Helvetica").fontSize(8)
    doc.text(formatMessage(ui.footer, { brand: content.brand, tagline: content.tagline, page: i + 1, pages: range.count }), M, H - 32, {
      width: inner,
      align: "center",
      lineBreak: false,
    } as never)
  }
  doc.end()
  return done
}

/** Minimal typing of the parts of pdfkit the brochure uses (the package ships no types). */
declare module "pdfkit" {
  interface TextOptions {
    width?: number
    height?: number
    align?: "left" | "center" | "right" | "justify"
    lineGap?: number
    continued?: boolean
    link?: string
    underline?: boolean
    characterSpacing?: number
    paragraphGap?: number
  }
  class PDFDocument {
    constructor(options?: Record<string, unknown>)
    page: { width: number; height: number; margins: { top: number; bottom: number; left: number; right: number } }
    x: number
    y: number
    on(event: "data", cb: (chunk: Buffer) => void): this
    on(event: "end", cb: () => void): this
    on(event: "error", cb: (err: Error) => void): this
    addPage(options?: Record<string, unknown>): this
    font(name: string): this
    fontSize(size: number): this
    fillColor(color: string, opacity?: number): this
    strokeColor(color: string, opacity?: number): this
    lineWidth(w: number): this
    text(text: string, x?: number | TextOptions, y?: number, options?: TextOptions): this
    heightOfString(text: string, options?: TextOptions): number
    widthOfString(text: string, options?: TextOptions): number
    image(src: Buffer | string, x?: number, y?: number, options?: Record<string, unknown>): this
    rect(x: number, y: number, w: number, h: number): this
    roundedRect(x: number, y: number, w: number, h: number, r: number): this
    moveTo(x: number, y: number): this
    lineTo(x: number, y: number): this
    fill(color?: string): this
    stroke(color?: string): this
    moveDown(lines?: number): this
    link(x: number, y: number, w: number, h: number, url: string): this
    switchToPage(n: number): this
    bufferedPageRange(): { start: number; count: number }
    end(): void
    info: Record<string, unknown>
  }
  export default PDFDocument
}

/** https://wa.me/<digits>: WhatsApp's documented click-to-chat link for an international number. */
export const whatsappUrl = (e164: string, text?: string): string => {
  const digits = e164.replace(/\D/g, "")
  return `https://wa.me/${digits}${text ? `?text=${encodeURIComponent(text)}` : ""}`
}

export const telUrl = (e164: string): string => `tel:${e164.replace(/[^\d+]/g, "")}`

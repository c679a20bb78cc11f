// Illustrated head-and-shoulders portraits (team and testimonials) in the same flat style.
import { J } from "./job.mjs"
import { Defs, svgDoc, f } from "../lib/svg.mjs"
import { mix, darken, lighten } from "../lib/color.mjs"

const PEOPLE = {
  team1: { skin: "#c68a62", hair: "#1f1712", style: "long", shirt: "#0E5A6B", bg: ["#EFE6D8", "#7FC8C9"], earrings: true, lips: "#a0524a" },
  team2: { skin: "#6b4330", hair: "#141010", style: "short", beard: true, shirt: "#EFE6D8", collar: "#0E5A6B", bg: ["#FAF7F2", "#E07A4F"] },
  team3: { skin: "#e2b48e", hair: "#5a3a22", style: "curly", shirt: "#E07A4F", bg: ["#EFE6D8", "#0E5A6B"], glasses: true, lips: "#b0605a" },
  test1: { skin: "#a86f4c", hair: "#b9b4ab", style: "short", shirt: "#2B2A28", bg: ["#EFE6D8", "#7FC8C9"], glasses: true, beard: true },
  test2: { skin: "#f0c9a6", hair: "#7a4a22", style: "bun", shirt: "#7FC8C9", bg: ["#FAF7F2", "#E07A4F"], lips: "#b55d55" },
  test3: { skin: "#8d5a3b", hair: "#101010", style: "cropped", shirt: "#c9a66b", bg: ["#EFE6D8", "#0E5A6B"] },
}

export function portrait(S, p) {
  const d = new Defs("p")
  const k = S / 800
  const X = (v) => f(v * k)
  const skin = p.skin,
    skinD = darken(skin, 0.14),
    skinL = lighten(skin, 0.1)
  const bg = d.linear(0, 0, 0, S, [
    [0, p.bg[0]],
    [1, mix(p.bg[0], p.bg[1], 0.55)],
  ])
  let o = `<rect width="${S}" height="${S}" fill="url(#${bg})"/>`
  // abstract island horizon behind the sitter
  o += `<circle cx="${X(560)}" cy="${X(300)}" r="${X(120)}" fill="${p.bg[1]}" opacity="0.35"/>`
  o += `<path d="M0 ${X(560)} Q${X(200)} ${X(470)} ${X(380)} ${X(520)} T${X(800)} ${X(470)} V${X(800)} H0Z" fill="${mix(p.bg[1], "#0A3F4C", 0.3)}" opacity="0.35"/>`
  o += `<path d="M0 ${X(620)} Q${X(260)} ${X(570)} ${X(520)} ${X(610)} T${X(800)} ${X(590)} V${X(800)} H0Z" fill="${mix(p.bg[1], "#0A3F4C", 0.5)}" opacity="0.3"/>`
  // hair behind (long styles)
  if (p.style === "long")
    o += `<path d="M${X(262)} ${X(330)} Q${X(240)} ${X(560)} ${X(300)} ${X(640)} L${X(500)} ${X(640)} Q${X(560)} ${X(560)} ${X(538)} ${X(330)} Z" fill="${p.hair}"/>`
  if (p.style === "curly")
    for (const [x, y, r] of [
      [275, 330, 70],
      [525, 330, 70],
      [290, 420, 60],
      [510, 420, 60],
      [300, 500, 50],
      [500, 500, 50],
    ])
      o += `<circle cx="${X(x)}" cy="${X(y)}" r="${X(r)}" fill="${p.hair}"/>`
  // shoulders and shirt
  const sh = d.linear(0, X(600), 0, X(800), [
    [0, p.shirt],
    [1, darken(p.shirt, 0.15)],
  ])
  o += `<path d="M${X(130)} ${X(800)} Q${X(140)} ${X(640)} ${X(290)} ${X(600)} L${X(510)} ${X(600)} Q${X(660)} ${X(640)} ${X(670)} ${X(800)} Z" fill="url(#${sh})"/>`
  // neck
  o += `<path d="M${X(350)} ${X(470)} L${X(350)} ${X(610)} Q${X(400)} ${X(650)} ${X(450)} ${X(610)} L${X(450)} ${X(470)} Z" fill="${skinD}"/>`
  // collar
  const col = p.collar ?? lighten(p.shirt, 0.25)
  o += `<path d="M${X(330)} ${X(590)} L${X(400)} ${X(680)} L${X(470)} ${X(590)} L${X(450)} ${X(582)} L${X(400)} ${X(640)} L${X(350)} ${X(582)} Z" fill="${col}"/>`
  // ears
  o += `<ellipse cx="${X(282)} " cy="${X(395)}" rx="${X(22)}" ry="${X(34)}" fill="${skinD}"/><ellipse cx="${X(518)}" cy="${X(395)}" rx="${X(22)}" ry="${X(34)}" fill="${skinD}"/>`
  if (p.earrings)
    o += `<circle cx="${X(284)}" cy="${X(438)}" r="${X(8)}" fill="#E07A4F"/><circle cx="${X(516)}" cy="${X(438)}" r="${X(8)}" fill="#E07A4F"/>`
  // face
  const fg = d.linear(X(290), 0, X(510), 0, [
    [0, skinL],
    [1, skin],
  ])
  o += `<path d="M${X(290)} ${X(340)} Q${X(288)} ${X(240)} ${X(400)} ${X(232)} Q${X(512)} ${X(240)} ${X(510)} ${X(340)} Q${X(512)} ${X(470)} ${X(400)} ${X(520)} Q${X(288)} ${X(470)} ${X(290)} ${X(340)} Z" fill="url(#${fg})"/>`
  if (p.beard)
    o += `<path d="M${X(300)} ${X(390)} Q${X(305)} ${X(505)} ${X(400)} ${X(530)} Q${X(495)} ${X(505)} ${X(500)} ${X(390)} Q${X(480)} ${X(450)} ${X(400)} ${X(455)} Q${X(320)} ${X(450)} ${X(300)} ${X(390)} Z" fill="${p.hair}" opacity="0.92"/>`
  // cheeks
  o += `<ellipse cx="${X(335)}" cy="${X(425)}" rx="${X(28)}" ry="${X(16)}" fill="#e07a4f" opacity="0.16"/><ellipse cx="${X(465)}" cy="${X(425)}" rx="${X(28)}" ry="${X(16)}" fill="#e07a4f" opacity="0.16"/>`
  // eyes, brows, nose, smile
  const eye = "#2b2220"
  o += `<ellipse cx="${X(350)}" cy="${X(375)}" rx="${X(11)}" ry="${X(13)}" fill="${eye}"/><ellipse cx="${X(450)}" cy="${X(375)}" rx="${X(11)}" ry="${X(13)}" fill="${eye}"/>`
  o += `<circle cx="${X(354)}" cy="${X(370)}" r="${X(3.5)}" fill="#fff"/><circle cx="${X(454)}" cy="${X(370)}" r="${X(3.5)}" fill="#fff"/>`
  o += `<path d="M${X(322)} ${X(342)} Q${X(350)} ${X(326)} ${X(377)} ${X(340)} M${X(423)} ${X(340)} Q${X(450)} ${X(326)} ${X(478)} ${X(342)}" stroke="${darken(p.hair, 0.1)}" stroke-width="${X(8)}" fill="none" stroke-linecap="round"/>`
  o += `<path d="M${X(400)} ${X(385)} Q${X(392)} ${X(420)} ${X(404)} ${X(430)}" stroke="${skinD}" stroke-width="${X(5)}" fill="none" stroke-linecap="round"/>`
  o += `<path d="M${X(362)} ${X(462)} Q${X(400)} ${X(490)} ${X(438)} ${X(462)}" stroke="${p.lips ?? darken(skin, 0.35)}" stroke-width="${X(8)}" fill="none" stroke-linecap="round"/>`
  if (p.glasses)
    o += `<g fill="none" stroke="#2b2a28" stroke-width="${X(6)}"><rect x="${X(318)}" y="${X(350)}" width="${X(66)}" height="${X(50)}" rx="${X(14)}"/><rect x="${X(416)}" y="${X(350)}" width="${X(66)}" height="${X(50)}" rx="${X(14)}"/><path d="M${X(384)} ${X(370)} Q${X(400)} ${X(360)} ${X(416)} ${X(370)}"/></g>`
  // hair on top
  if (p.style === "short")
    o += `<path d="M${X(286)} ${X(350)} Q${X(270)} ${X(220)} ${X(400)} ${X(205)} Q${X(535)} ${X(215)} ${X(514)} ${X(350)} Q${X(500)} ${X(270)} ${X(400)} ${X(265)} Q${X(310)} ${X(268)} ${X(286)} ${X(350)} Z" fill="${p.hair}"/>`
  if (p.style === "cropped")
    o += `<path d="M${X(290)} ${X(320)} Q${X(292)} ${X(222)} ${X(400)} ${X(218)} Q${X(508)} ${X(222)} ${X(510)} ${X(320)} Q${X(490)} ${X(262)} ${X(400)} ${X(258)} Q${X(310)} ${X(262)} ${X(290)} ${X(320)} Z" fill="${p.hair}"/>`
  if (p.style === "long")
    o += `<path d="M${X(280)} ${X(380)} Q${X(262)} ${X(212)} ${X(400)} ${X(200)} Q${X(540)} ${X(212)} ${X(520)} ${X(380)} Q${X(500)} ${X(280)} ${X(430)} ${X(262)} Q${X(360)} ${X(300)} ${X(300)} ${X(310)} Q${X(285)} ${X(340)} ${X(280)} ${X(380)} Z" fill="${p.hair}"/>`
  if (p.style === "curly")
    for (const [x, y, r] of [
      [320, 260, 55],
      [380, 230, 60],
      [440, 235, 58],
      [495, 275, 50],
      [300, 310, 40],
      [510, 320, 40],
    ])
      o += `<circle cx="${X(x)}" cy="${X(y)}" r="${X(r)}" fill="${p.hair}"/>`
  if (p.style === "bun")
    o += `<circle cx="${X(400)}" cy="${X(180)}" r="${X(48)}" fill="${p.hair}"/><path d="M${X(286)} ${X(350)} Q${X(272)} ${X(222)} ${X(400)} ${X(212)} Q${X(530)} ${X(222)} ${X(514)} ${X(350)} Q${X(500)} ${X(270)} ${X(400)} ${X(258)} Q${X(300)} ${X(270)} ${X(286)} ${X(350)} Z" fill="${p.hair}"/>`
  return svgDoc(S, S, d.toString(), o)
}

export function portraits() {
  return [
    J("people/team-1.jpg", { subject: "person", view: "portrait" }, 800, 800, () => portrait(800, PEOPLE.team1)),
    J("people/team-2.jpg", { subject: "person", view: "portrait" }, 800, 800, () => portrait(800, PEOPLE.team2)),
    J("people/team-3.jpg", { subject: "person", view: "portrait" }, 800, 800, () => portrait(800, PEOPLE.team3)),
    J("people/testimonial-1.jpg", { subject: "person", view: "portrait" }, 400, 400, () => portrait(400, PEOPLE.test1)),
    J("people/testimonial-2.jpg", { subject: "person", view: "portrait" }, 400, 400, () => portrait(400, PEOPLE.test2)),
    J("people/testimonial-3.jpg", { subject: "person", view: "portrait" }, 400, 400, () => portrait(400, PEOPLE.test3)),
  ]
}

// One raster output of the catalog: its file (under data/images), what it depicts (recorded in the
// manifest and checked by the site's content validation), its pixel size and the function drawing it.
// subject: a product id (apple-cabin, capsule-house, expandable-20ft, expandable-30ft, expandable-40ft,
//   luxury-villa, light-steel-villa, industrial-building) or a scene (person, brand, map, factory, port,
//   construction-site, materials, range); view: exterior, exterior-dusk, aerial, transport, construction,
//   interior:<room>, detail, plan, drawing, portrait, logo, icon, film.
export const J = (file, depicts, w, h, make) => ({ file, depicts, w, h, make })

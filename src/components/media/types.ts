/**
 * The media shapes come from the content model (one declaration): a file field as queried, and one picture of a
 * gallery, carousel or grid ({ image, alt }, queried with the MediaImageFile fragment).
 */
export type { QueriedFile as MediaFile } from "../../content-model/common"
export type { GalleryImage as MediaImage } from "../../content-model/products"

/**
 * Sveltia CMS starts itself when its module is evaluated unless this flag is set: the editor module (src/cms/cms.tsx)
 * imports this file first, registers the formats, previews and checks, then calls `CMS.init` with the configuration
 * generated from the content model (no config.yml).
 */
;(window as unknown as { CMS_MANUAL_INIT: boolean }).CMS_MANUAL_INIT = true
export {}

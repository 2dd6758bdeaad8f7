// A generated image as the catalog and content records carry it (pb_hooks media, decision 003).

export type MediaImage = {
  key: string
  /** Path prefix; files are `${src}-${width}.webp`. */
  src: string
  width: number
  height: number
  placeholder: string
  alt_ar: string
  alt_en: string
}

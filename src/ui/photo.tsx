type PhotoProps = {
  src: string
  /** Every width the photo comes in ("url 320w, url 640w, …"). */
  srcSet: string
  /** How wide the photo is shown at each viewport width. */
  sizes: string
  alt: string
  width: number
  height: number
  className?: string
}

/** A photo with its widths listed by the server (a traveller's upload), loaded lazily. */
export function Photo({ src, srcSet, sizes, alt, width, height, className }: PhotoProps) {
  return <img className={className} src={src} srcSet={srcSet} sizes={sizes} alt={alt} width={width} height={height} loading="lazy" decoding="async" />
}

import type { CSSProperties } from 'react'
import './responsive-image.css'

/** The spec's image breakpoints (xs … 2xl); each is also served at twice the density. */
export const imageWidths = [320, 640, 768, 1024, 1280, 1536] as const

type ResponsiveImageProps = {
  /** Path prefix of the image; files are `${src}-${width}.webp`. */
  src: string
  alt: string
  width: number
  height: number
  /** A tiny blurred data URI shown until the image has loaded. */
  placeholder?: string
  /** The `sizes` attribute: how wide the image is shown at each viewport width. */
  sizes: string
  /** The main image of a page loads first and eagerly; the rest lazily. */
  priority?: boolean
  className?: string
}

export function ResponsiveImage({ src, alt, width, height, placeholder, sizes, priority = false, className }: ResponsiveImageProps) {
  const style: CSSProperties | undefined = placeholder ? { backgroundImage: `url("${placeholder}")` } : undefined
  return (
    <img
      className={['responsive-image', className].filter(Boolean).join(' ')}
      src={`${src}-640.webp`}
      srcSet={imageWidths.map((w) => `${src}-${w}.webp ${w}w`).join(', ')}
      sizes={sizes}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding="async"
      style={style}
    />
  )
}

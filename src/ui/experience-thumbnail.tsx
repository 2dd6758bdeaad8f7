import type { MediaImage } from '../lib/media-image'
import { ResponsiveImage } from './responsive-image'
import './experience-thumbnail.css'

type ExperienceThumbnailProps = { image: Pick<MediaImage, 'src' | 'width' | 'height'> & { placeholder?: string }; className?: string }

/** An experience's photo as a small square beside its title (a cart line, a conversation's subject). */
export function ExperienceThumbnail({ image, className }: ExperienceThumbnailProps) {
  // Decorative: the title beside it names the experience.
  return <ResponsiveImage src={image.src} alt="" width={image.width} height={image.height} placeholder={image.placeholder} sizes="5.5rem" className={['experience-thumbnail', className].filter(Boolean).join(' ')} />
}

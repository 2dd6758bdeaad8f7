import { useInfiniteQuery } from '@tanstack/react-query'
import { useLingui } from '@lingui/react/macro'
import { formatNumber } from '../../../../../lib/format'
import type { Locale } from '../../../../../lib/locale'
import { Button } from '../../../../../ui/button'
import { reviewQueries } from '../../../api/reviews'
import { ReviewPhotoStrip } from './review-photo-strip'
import './reviews.css'

/**
 * "Travellers' photos": every published review's photos, newest first, marked as taken by
 * travellers (not the operator); more load on request. Nothing when there are none.
 */
export function TravellerPhotos({ experienceId, locale, headingLevel = 3 }: { experienceId: string; locale: Locale; headingLevel?: 2 | 3 }) {
  const { t } = useLingui()
  const { data, hasNextPage, fetchNextPage, isFetchingNextPage } = useInfiniteQuery(reviewQueries.travellerPhotos(experienceId))
  const total = data?.pages[0]?.totalItems ?? 0
  if (!data || total === 0) return null
  const photos = data.pages.flatMap((page) => page.items)
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  const count = formatNumber(total, locale)
  return (
    <section className="traveller-photos" aria-labelledby={`traveller-photos-${experienceId}`} data-testid="traveller-photos">
      <Heading id={`traveller-photos-${experienceId}`} className="traveller-photos__title">
        {t`Travellers’ photos (${count})`}
      </Heading>
      <p className="traveller-photos__note">{t`Taken by travellers who booked this experience, as they shared them in their reviews.`}</p>
      <ReviewPhotoStrip photos={photos} locale={locale} className="photo-strip photo-strip--wrap" />
      {hasNextPage ? (
        <Button variant="secondary" onPress={() => void fetchNextPage()} isLoading={isFetchingNextPage}>
          {t`Show more photos`}
        </Button>
      ) : null}
    </section>
  )
}

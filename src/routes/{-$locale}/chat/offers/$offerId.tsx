import { createFileRoute } from '@tanstack/react-router'
import { OfferCheckoutPage } from '../../../../features/chat/components/offer-checkout-page'
import { RouteValidationError } from '../../../../lib/route-validation-error'
import { loadCatalogPart } from '../../../../lib/i18n'

export const Route = createFileRoute('/{-$locale}/chat/offers/$offerId')({
  beforeLoad: ({ params, location }) => {
    if (!/^[a-z0-9]{15}$/.test(params.offerId)) throw new RouteValidationError(location.pathname)
    // The payment choice's messages (orders part) and the page's own (shop part, decision 055).
    return Promise.all([loadCatalogPart('orders'), loadCatalogPart('shop')]).then(() => undefined)
  },
  component: function OfferCheckout() {
    const { offerId } = Route.useParams()
    return <OfferCheckoutPage offerId={offerId} />
  },
})

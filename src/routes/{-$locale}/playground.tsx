import { createFileRoute } from '@tanstack/react-router'
import { PlaygroundPage } from '../../features/playground/components/playground-page'
import { loadCatalogPart } from '../../lib/i18n'

export const Route = createFileRoute('/{-$locale}/playground')({
  beforeLoad: () => loadCatalogPart('staff'),
  component: PlaygroundPage,
})

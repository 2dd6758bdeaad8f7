import { createFileRoute } from '@tanstack/react-router'
import { PlaygroundPage } from '../../features/playground/components/playground-page'

export const Route = createFileRoute('/{-$locale}/playground')({
  component: PlaygroundPage,
})

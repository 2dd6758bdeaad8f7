import { AriaProviders } from './aria-providers'
import { PlainPageFrame, type PageFrameProps } from './plain-page-frame'

/** Every page but home, with react-aria's providers around its content (see PlainPageFrame). */
export function PageFrame({ children, ...frame }: PageFrameProps) {
  return (
    <PlainPageFrame {...frame}>
      <AriaProviders>{children}</AriaProviders>
    </PlainPageFrame>
  )
}

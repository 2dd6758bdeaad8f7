import type { AnchorHTMLAttributes, MouseEvent } from 'react'
import { useRouter } from '@tanstack/react-router'
import './button.css'

type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { href: string }

/**
 * A plain link that moves within the app through the router, as react-aria's links do, without
 * react-aria's press handling: the header, footer and home use it so they paint before any of
 * react-aria has loaded.
 */
export function Link({ href, onClick, ...props }: LinkProps) {
  const router = useRouter()
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event)
    // New tabs, downloads and other sites stay with the browser.
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.altKey || event.shiftKey) return
    if ((props.target && props.target !== '_self') || props.download !== undefined) return
    const url = new URL(href, window.location.href)
    if (url.origin !== window.location.origin) return
    event.preventDefault()
    void router.navigate({ href: `${url.pathname}${url.search}${url.hash}` })
  }
  return <a href={href} {...props} onClick={follow} />
}

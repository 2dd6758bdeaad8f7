import type { SiteConfig } from './site-config'

/** tel: and WhatsApp links from the configured support numbers (digits only in the URLs). */
export function supportLinks(config: Pick<SiteConfig, 'support_phone' | 'support_whatsapp'> | undefined) {
  const digits = (value: unknown) => String(value ?? '').replace(/[^\d+]/g, '')
  const phone = digits(config?.support_phone)
  const whatsapp = digits(config?.support_whatsapp).replace(/^\+/, '')
  return { phone: phone ? `tel:${phone}` : null, whatsapp: whatsapp ? `https://wa.me/${whatsapp}` : null }
}

import { useEffect, useState } from 'react'

type InstallPromptEvent = Event & { prompt: () => Promise<void>; userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }> }

const standalone = () => window.matchMedia?.('(display-mode: standalone)').matches || (navigator as Navigator & { standalone?: boolean }).standalone === true

/** iOS Safari offers no install prompt: travellers add the app from the Share menu. */
export const isIosSafari = (userAgent: string) => /iPhone|iPad|iPod/.test(userAgent) && /Safari/.test(userAgent) && !/CriOS|FxiOS|EdgiOS/.test(userAgent)

/** The browser's install offer (Chrome, Edge, Android), kept until the traveller uses it. */
export function useInstallPrompt() {
  const [event, setEvent] = useState<InstallPromptEvent | null>(null)
  const [installed, setInstalled] = useState(() => typeof window !== 'undefined' && standalone())
  useEffect(() => {
    const offer = (prompt: Event) => {
      prompt.preventDefault()
      setEvent(prompt as InstallPromptEvent)
    }
    const done = () => (setInstalled(true), setEvent(null))
    window.addEventListener('beforeinstallprompt', offer)
    window.addEventListener('appinstalled', done)
    return () => {
      window.removeEventListener('beforeinstallprompt', offer)
      window.removeEventListener('appinstalled', done)
    }
  }, [])
  const install = async () => {
    if (!event) return
    await event.prompt()
    await event.userChoice
    setEvent(null)
  }
  return { canInstall: Boolean(event) && !installed, install, installed }
}

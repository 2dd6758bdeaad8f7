import { useEffect, useRef, useState, type FormEvent } from 'react'
import { useLingui } from '@lingui/react/macro'
import { Button } from '../../../ui/button'
import { TextField } from '../../../ui/text-field'
import { decodeQr, prepareDecoder } from '../api/qr-decoder'

type ScannerProps = { onRead: (text: string) => void; busy: boolean }

/**
 * Three ways to read a voucher: the camera (a frame read every 300 ms), a photo of the QR code,
 * and the code typed in. Every way ends in `onRead` with the text read.
 */
export function VoucherScanner({ onRead, busy }: ScannerProps) {
  const { t } = useLingui()
  const [camera, setCamera] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)
  const [typed, setTyped] = useState('')
  const [reading, setReading] = useState(false)
  const [ready, setReady] = useState(false)
  // The decoder is fetched now, while there is a connection: scanning works offline afterwards.
  useEffect(() => {
    let current = true
    prepareDecoder()
      .then(() => current && setReady(true))
      .catch(() => undefined)
    return () => {
      current = false
    }
  }, [])

  const readPhoto = async (file: File | undefined) => {
    if (!file) return
    setProblem(null)
    setReading(true)
    try {
      const text = await decodeQr(file)
      if (text) onRead(text)
      else setProblem(t`No QR code was found in this photo. Try again closer, or type the code.`)
    } catch {
      setProblem(t`The photo could not be read. Type the code instead.`)
    } finally {
      setReading(false)
    }
  }

  // Kept on one line and left to right inside either language's sentence.
  const example = '\u2066RH\u20117KQ2\u2011MP9X\u2069'
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (typed.trim() === '') return
    onRead(typed.trim())
    setTyped('')
  }

  return (
    <section className="scanner" aria-label={t`Scan vouchers`} data-decoder={ready ? 'ready' : 'loading'}>
      <div className="scanner__ways">
        <Button variant={camera ? 'secondary' : 'primary'} onPress={() => setCamera(!camera)}>
          {camera ? t`Stop the camera` : t`Scan with the camera`}
        </Button>
        <label className="button button--secondary scanner__photo">
          {t`Scan from a photo`}
          <input className="visually-hidden" type="file" accept="image/*" capture="environment" onChange={(event) => void readPhoto(event.target.files?.[0]).then(() => (event.target.value = ''))} />
        </label>
      </div>
      {camera ? <CameraView onRead={onRead} onProblem={(text) => (setProblem(text), setCamera(false))} /> : null}
      {reading ? <p role="status">{t`Reading the photo…`}</p> : null}
      {problem ? (
        <p className="notice notice--error" role="alert">
          {problem}
        </p>
      ) : null}
      <form className="scanner__manual" onSubmit={submit}>
        <TextField label={t({ message: 'Voucher code', context: 'departures' })} description={t`As printed under the QR code, e.g. ${example}`} value={typed} onChange={setTyped} autoComplete="off" />
        <Button type="submit" variant="secondary" isLoading={busy}>
          {t`Check in`}
        </Button>
      </form>
    </section>
  )
}

function CameraView({ onRead, onProblem }: { onRead: (text: string) => void; onProblem: (text: string) => void }) {
  const { t } = useLingui()
  const video = useRef<HTMLVideoElement>(null)
  const read = useRef(onRead)
  const problem = useRef(onProblem)
  useEffect(() => {
    read.current = onRead
    problem.current = onProblem
  })
  useEffect(() => {
    let stream: MediaStream | undefined
    let timer: ReturnType<typeof setInterval> | undefined
    let stopped = false
    let last = { text: '', at: 0 }
    const canvas = document.createElement('canvas')
    const start = async () => {
      try {
        stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false })
      } catch {
        problem.current(t`The camera could not be opened. Allow the camera for this site, or scan from a photo.`)
        return
      }
      if (stopped || !video.current) return stream.getTracks().forEach((track) => track.stop())
      video.current.srcObject = stream
      await video.current.play().catch(() => undefined)
      let busy = false
      timer = setInterval(() => {
        const element = video.current
        if (busy || !element || element.videoWidth === 0) return
        busy = true
        canvas.width = element.videoWidth
        canvas.height = element.videoHeight
        const context = canvas.getContext('2d', { willReadFrequently: true })!
        context.drawImage(element, 0, 0)
        void decodeQr(context.getImageData(0, 0, canvas.width, canvas.height))
          .then((text) => {
            // The same voucher held in front of the camera is read once, not every frame.
            if (text && (text !== last.text || Date.now() - last.at > 4000)) {
              last = { text, at: Date.now() }
              read.current(text)
            }
          })
          .catch(() => undefined)
          .finally(() => (busy = false))
      }, 300)
    }
    void start()
    return () => {
      stopped = true
      if (timer) clearInterval(timer)
      stream?.getTracks().forEach((track) => track.stop())
    }
  }, [t])
  return <video ref={video} className="scanner__video" muted playsInline aria-label={t`Camera`} />
}

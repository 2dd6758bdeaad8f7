import { useCallback, useEffect, useState } from 'react'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useLingui } from '@lingui/react/macro'
import { PRIVATE_PAGE } from '../../../lib/page-head'
import { formatClock, formatDate, formatNumber } from '../../../lib/format'
import { localePath } from '../../../lib/locale'
import { localized } from '../../../lib/localized'
import { useLocale } from '../../../lib/use-locale'
import { useOnlineStatus } from '../../../lib/use-online-status'
import { Button } from '../../../ui/button'
import { Link } from '../../../ui/link'
import { PageFrame } from '../../../ui/page-frame'
import { Spinner } from '../../../ui/spinner'
import { checkInOnline, findInOtherManifests, isNoConnection, queueCheckIn, storedManifest, syncCheckIns } from '../api/departures-api'
import { departuresQueries } from '../api/departures-queries'
import { newClientId } from '../checkin-queue'
import type { Manifest, ScanResult } from '../departure-types'
import { offlineVerdict, parseVoucher, voucherDigest } from '../voucher-check'
import { DepartureControls } from './departure-controls'
import { ManifestList, useManifestCsv } from './manifest-list'
import { scanCue } from './scan-cues'
import { ScanResultPanel } from './scan-result'
import { StaffGate } from './staff-gate'
import { VoucherScanner } from './voucher-scanner'
import '../departures.css'
import { InlineParts } from '../../../ui/inline-parts'

/** /staff/departures/{slotId}: the departure's manifest and its scanner. */
export function DeparturePage({ slotId }: { slotId: string }) {
  const { t } = useLingui()
  return (
    <PageFrame head={PRIVATE_PAGE} title={t`Departure`} className="departures-page">
      <StaffGate>
        <DepartureView slotId={slotId} />
      </StaffGate>
    </PageFrame>
  )
}

function DepartureView({ slotId }: { slotId: string }) {
  const { t } = useLingui()
  const locale = useLocale()
  const online = useOnlineStatus()
  const queryClient = useQueryClient()
  const manifestQuery = departuresQueries.manifest(slotId, locale)
  const { data: manifest, isPending, isError } = useQuery(manifestQuery)
  const { data: outbox = [] } = useQuery(departuresQueries.outbox())
  const { data: staff } = useQuery(departuresQueries.session())
  const [result, setResult] = useState<ScanResult | null>(null)
  const [busy, setBusy] = useState(false)
  const [synced, setSynced] = useState<ScanResult[] | null>(null)
  const downloadCsv = useManifestCsv()

  const refresh = useCallback(async () => {
    await queryClient.invalidateQueries({ queryKey: ['departures', 'outbox'] })
    await queryClient.invalidateQueries({ queryKey: ['departures', 'manifest', slotId] })
  }, [queryClient, slotId])

  // Back online (or on opening): queued check-ins are sent once, then the list is asked again.
  useEffect(() => {
    if (!online) return
    let current = true
    void syncCheckIns(locale)
      .then((results) => {
        if (!current || results.length === 0) return
        setSynced(results)
        return refresh()
      })
      .catch(() => undefined)
    return () => {
      current = false
    }
  }, [online, locale, refresh])

  const show = (next: ScanResult) => {
    setResult(next)
    scanCue(next.kind === 'valid')
  }

  const checkIn = async (input: { text?: string; bookingId?: string }) => {
    setBusy(true)
    const clientId = newClientId()
    try {
      if (navigator.onLine) {
        try {
          show(await checkInOnline({ slotId, clientId, ...(input.bookingId ? { bookingId: input.bookingId } : { code: input.text }) }, locale))
          await refresh()
          return
        } catch (error) {
          if (!isNoConnection(error)) throw error
        }
      }
      await checkInOffline(input, clientId)
    } catch {
      show({ clientId, kind: 'unknown', booking: null, checkIn: null, amountDue: 0, conflict: null, replayed: false })
    } finally {
      setBusy(false)
    }
  }

  const checkInOffline = async (input: { text?: string; bookingId?: string }, clientId: string) => {
    const list: Manifest | undefined = manifest ?? (await storedManifest(slotId))
    const parsed = input.text ? parseVoucher(input.text) : null
    const digest = parsed ? await voucherDigest(parsed.code) : null
    const queued = outbox.filter((item) => item.slotId === slotId).map((item) => item.seenBooking)
    const verdict = list ? offlineVerdict(list, parsed, digest, queued, input.bookingId) : { kind: 'unknown' as const, booking: null }
    if (verdict.kind === 'valid' && verdict.booking) {
      await queueCheckIn({ clientId, slotId, ...(parsed ? { code: parsed.code } : { bookingId: verdict.booking.id }), deviceTime: new Date().toISOString(), staffName: String(staff?.name ?? ''), seenBooking: verdict.booking.id })
      await queryClient.invalidateQueries({ queryKey: ['departures', 'outbox'] })
    }
    if (verdict.kind === 'unknown' && parsed && digest) {
      // Not on this list: another departure's voucher when a list kept on this device has it.
      const elsewhere = await findInOtherManifests(digest, slotId)
      if (elsewhere && (!parsed.bookingId || parsed.bookingId === elsewhere.bookingId)) {
        const other = elsewhere.manifest.slot
        show({
          clientId,
          kind: 'wrong_departure',
          booking: { id: elsewhere.bookingId, slotId: other.id, date: other.date, startTime: other.startTime, seats: 0, experience: { id: other.experience.id, title_ar: other.experience.title_ar, title_en: other.experience.title_en } },
          checkIn: null,
          amountDue: 0,
          conflict: null,
          replayed: false,
          offline: true,
        })
        return
      }
    }
    const booking = verdict.booking
    show({
      clientId,
      kind: verdict.kind,
      booking: booking ? { id: booking.id, slotId, date: list!.slot.date, startTime: list!.slot.startTime, seats: booking.seats, experience: null } : null,
      checkIn: booking?.checkIn ?? null,
      amountDue: booking?.amountDue ?? 0,
      conflict: null,
      replayed: false,
      offline: true,
    })
  }

  if (isPending) return <Spinner />
  if (isError || !manifest) return <p className="notice notice--error" role="alert">{t`This departure could not be loaded. Open it once with a connection to keep it on this device.`}</p>

  const slot = manifest.slot
  const title = localized(slot.experience, 'title', locale)
  const pending = outbox.filter((item) => item.slotId === slotId)
  const resultBooking = result?.booking ? (manifest.bookings.find((booking) => booking.id === result.booking!.id) ?? null) : null
  const seats = formatNumber(slot.seats, locale)
  const capacity = formatNumber(slot.capacity, locale)
  const checkedInSeats = manifest.bookings.filter((booking) => booking.checkIn || pending.some((item) => item.seenBooking === booking.id)).reduce((sum, booking) => sum + booking.seats, 0)
  const checkedIn = formatNumber(checkedInSeats, locale)
  const waiting = formatNumber(pending.length, locale)
  return (
    <div className="departure">
      <nav className="departures-nav" aria-label={t`Staff`}>
        <Link href={localePath(locale, `/staff/departures?date=${slot.date}`)}>{t`All departures of the day`}</Link>
      </nav>
      <header className="departure__header">
        <h2 className="departure__title">{title}</h2>
        <p className="departure__when">
          <InlineParts parts={[localized(slot.option, 'title', locale), formatDate(slot.date, locale, { dateStyle: 'full' }), formatClock(slot.startTime, locale)]} />
        </p>
        <p className="departure__counts" data-testid="departure-counts">
          <span>{t`Seats booked: ${seats} of ${capacity}`}</span>
          <span>{t`Checked in: ${checkedIn}`}</span>
          {slot.status === 'closed' ? <span className="badge">{t`Closed`}</span> : null}
        </p>
        <p className={`departure__offline${online ? '' : ' departure__offline--off'}`} role="status">
          {!online || manifest.stored ? t`Offline: scanning against the list saved on this device.` : t`Saved on this device for scanning without a connection.`}
          {pending.length > 0 ? ` ${t`Check-ins waiting to sync: ${waiting}.`}` : ''}
        </p>
        <div className="departure__actions">
          <Button variant="secondary" onPress={() => window.print()}>
            {t`Print the list`}
          </Button>
          <Button variant="secondary" onPress={() => downloadCsv(manifest)}>
            {t`Export CSV`}
          </Button>
        </div>
        <DepartureControls slot={slot} />
      </header>
      <div className="departure__scan">
        {/* The last result first, where the eye is after a scan; announced by its role="alert". */}
        <div className="departure__result">{result ? <ScanResultPanel result={result} booking={resultBooking} /> : null}</div>
        <VoucherScanner busy={busy} onRead={(text) => void checkIn({ text })} />
        {synced ? <SyncedNote results={synced} /> : null}
      </div>
      <ManifestList manifest={manifest} pending={pending.map((item) => item.seenBooking)} onCheckIn={(bookingId) => void checkIn({ bookingId })} busy={busy} />
    </div>
  )
}

function SyncedNote({ results }: { results: ScanResult[] }) {
  const { t } = useLingui()
  const count = formatNumber(results.length, useLocale())
  const conflicts = results.filter((result) => result.conflict || result.kind !== 'valid').length
  const conflictCount = formatNumber(conflicts, useLocale())
  return (
    <p className="notice" role="status" data-testid="sync-note">
      {t`Offline check-ins synced: ${count}.`} {conflicts > 0 ? t`Also checked in on another device: ${conflictCount}; the first time is kept.` : ''}
    </p>
  )
}

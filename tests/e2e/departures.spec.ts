// The operator's day (issue 25): a paid order's voucher QR, as the order page draws it, is
// photographed (a screenshot of the element) and scanned from that image by the staff departure
// screen → checked in; a second scan says it was already; offline, two vouchers scanned against
// the saved list sync once on reconnecting. Both languages.
import { mkdir, readFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { expect, test, type Page } from '../support/app-test'
import { staffRequest } from '../support/e2e'
import { createStaffAgent, signInStaff, type Prefix } from './chat-helpers'
import { emptyDeparture, paidVoucher, type PaidVoucher } from './departure-helpers'
import { seriousAxeViolations } from './payment-helpers'

test.describe.configure({ timeout: 120_000 })

const changes = {
  '': { note: 'ملاحظة الفريق', addNote: 'إضافة ملاحظة', save: 'حفظ الملاحظة', saved: 'حُفظت الملاحظة.', noShow: 'تسجيل عدم الحضور', noShowDone: 'سُجّل عدم الحضور.', noShowState: 'لم يحضر', cancel: 'إلغاء الحجز', yes: 'نعم، ألغِه', cancelled: 'أُلغي الحجز.', capacity: 'السعة', changeCapacity: 'تغيير السعة', below: 'لا يمكن أن تقل السعة عن المقاعد المحجوزة (١).', changed: 'تم تغيير السعة.', close: 'إغلاق موعد الانطلاق هذا', reopen: 'إعادة فتح موعد الانطلاق هذا' },
  '/en': { note: 'Staff note', addNote: 'Add a note', save: 'Save the note', saved: 'The note is saved.', noShow: 'Mark no-show', noShowDone: 'Marked as a no-show.', noShowState: 'No-show', cancel: 'Cancel the booking', yes: 'Yes, cancel it', cancelled: 'The booking is cancelled.', capacity: 'Capacity', changeCapacity: 'Change the capacity', below: 'The capacity cannot be below the seats already reserved (1).', changed: 'The capacity is changed.', close: 'Close this departure', reopen: 'Open this departure again' },
} as const

const words = {
  '': { csv: 'تصدير CSV', leadHeader: 'الضيف الرئيسي', valid: 'صالحة — تم تسجيل الحضور', already: 'سُجّل حضوره من قبل', synced: 'عمليات تسجيل الحضور دون اتصال التي تمت مزامنتها: ٢.', photo: 'المسح من صورة', offline: 'دون اتصال: يجري المسح وفق القائمة المحفوظة على هذا الجهاز.', departures: 'مواعيد الانطلاق' },
  '/en': { csv: 'Export CSV', leadHeader: 'Lead guest', valid: 'Valid — checked in', already: 'Already checked in', synced: 'Offline check-ins synced: 2.', photo: 'Scan from a photo', offline: 'Offline: scanning against the list saved on this device.', departures: 'Departures' },
} as const

type StaffManifest = { slot: { capacity: number; status: string }; bookings: { id: string; status: string; note: string; noShowAt: string | null; checkIn: { at: string; offline: boolean; devices: number } | null }[]; audit: { action: string; booking: string }[] }

/** Reads a QR code from a PNG here in Node (zxing-wasm, as the scanner does without BarcodeDetector). */
async function readQr(file: string): Promise<string | null> {
  const { prepareZXingModule, readBarcodes } = await import('zxing-wasm/reader')
  const wasm = await readFile('node_modules/zxing-wasm/dist/reader/zxing_reader.wasm')
  prepareZXingModule({ overrides: { wasmBinary: wasm.buffer.slice(wasm.byteOffset, wasm.byteOffset + wasm.byteLength) as ArrayBuffer } })
  const results = await readBarcodes(new Blob([await readFile(file)]), { formats: ['QRCode'], tryHarder: true, maxNumberOfSymbols: 1 })
  return results.find((result) => result.isValid)?.text ?? null
}

/**
 * The voucher's QR code as the order page draws it, saved as a PNG (a photo of the traveller's
 * phone). The page may still be laying out below the header when the picture is taken, so the
 * photo is taken again until it reads as this booking's voucher — which also checks the page's QR.
 */
async function photographVoucher(page: Page, prefix: Prefix, voucher: PaidVoucher, name: string): Promise<string> {
  await page.goto(`${prefix}/orders/${voucher.orderId}#token=${voucher.accessToken}`)
  const qr = page.getByTestId('voucher').locator('svg')
  await expect(qr).toBeVisible({ timeout: 20_000 })
  await expect(page.getByTestId('voucher-code')).toHaveText(voucher.code)
  const file = path.join(os.tmpdir(), `rihla-voucher-${name}-${voucher.bookingId}.png`)
  for (let attempt = 0; attempt < 5; attempt += 1) {
    // In the middle of the screen, so the sticky header covers none of it.
    await qr.evaluate((element) => element.scrollIntoView({ block: 'center' }))
    await qr.screenshot({ path: file, animations: 'disabled' })
    if ((await readQr(file)) === `RIHLA|${voucher.code}|${voucher.bookingId}`) return file
  }
  throw new Error(`the order page's QR for ${voucher.code} could not be photographed readably`)
}

async function openDeparture(page: Page, prefix: Prefix, slot: { id: string; date: string }) {
  await page.goto(`${prefix}/staff/departures?date=${slot.date}`)
  const card = page.getByTestId('departures').locator(`a[href$="/staff/departures/${slot.id}"]`)
  await expect(card).toBeVisible({ timeout: 20_000 })
  await card.click()
  await expect(page).toHaveURL(new RegExp(`/staff/departures/${slot.id}$`))
  await expect(page.getByTestId('manifest')).toBeVisible()
  // The QR decoder is loaded while online, so scanning works after the connection goes.
  await expect(page.locator('.scanner')).toHaveAttribute('data-decoder', 'ready', { timeout: 30_000 })
}

/** Scans a photo; the result may take seconds (the decoder tries hard on a busy two-core machine). */
async function scanPhoto(page: Page, prefix: Prefix, file: string) {
  const result = page.getByTestId('scan-result')
  const before = (await result.count()) > 0 ? await result.getAttribute('data-scan') : null
  await page.getByText(words[prefix].photo).locator('input[type=file]').setInputFiles(file)
  // A new result (each scan has its own id), not the one already on the screen.
  await expect(result).toHaveAttribute('data-scan', before ? new RegExp(`^(?!${before}$)`) : /./, { timeout: 30_000 })
}

/** A test's own departures, also when it runs repeated (--repeat-each) beside itself. */
const own = (skip: number) => test.info().repeatEachIndex * 10 + skip

async function screenshot(page: Page, name: string) {
  if (!process.env.RIHLA_SCREENSHOTS) return
  if (name.includes('scan')) await page.getByTestId('scan-result').evaluate((element) => element.scrollIntoView({ block: 'start' }))
  await mkdir('docs/screenshots', { recursive: true })
  await page.screenshot({ path: `docs/screenshots/${name}.png`, fullPage: false })
}

for (const [prefix, skip] of [['/en', 0] as const, ['', 1] as const]) {
  const language = prefix ? 'English' : 'Arabic'
  const locale = prefix ? 'en' : 'ar'

  test(`a paid voucher's QR from the order page is scanned from a photo: checked in, then already checked in (${language})`, async ({ page, baseURL }) => {
    const departure = await emptyDeparture(baseURL!, own(skip))
    const voucher = await paidVoucher(baseURL!, departure, locale)
    const photo = await photographVoucher(page, prefix, voucher, `online-${locale}`)
    const staff = await createStaffAgent(baseURL!, locale)
    await signInStaff(page, prefix, staff)
    await page.getByRole('link', { name: words[prefix].departures, exact: true }).click()
    await expect(page).toHaveURL(new RegExp(`${prefix}/staff/departures$`))
    await openDeparture(page, prefix, departure)
    await page.goto(`${prefix}/staff/departures?date=${departure.date}`)
    await expect(page.getByTestId('departures')).toBeVisible()
    expect(await seriousAxeViolations(page)).toEqual([])
    await screenshot(page, `departures-list-${locale}`)
    await page.goBack()
    await expect(page.locator('.scanner')).toHaveAttribute('data-decoder', 'ready', { timeout: 30_000 })

    await scanPhoto(page, prefix, photo)
    const result = page.getByTestId('scan-result')
    await expect(result).toHaveAttribute('data-kind', 'valid')
    await expect(result).toContainText(words[prefix].valid)
    expect(await seriousAxeViolations(page)).toEqual([])
    await expect(page.locator(`[data-booking="${voucher.bookingId}"]`).getByTestId('checkin-state')).toContainText(staff.name)
    await screenshot(page, `departure-scan-valid-${locale}`)

    await scanPhoto(page, prefix, photo)
    await expect(result).toHaveAttribute('data-kind', 'already_checked_in')
    await expect(result).toContainText(words[prefix].already)
    await expect(result).toContainText(staff.name)
    await screenshot(page, `departure-scan-already-${locale}`)

    const manifest = await staffRequest<StaffManifest>(baseURL!, 'GET', `/api/store/staff/departures/${departure.id}`)
    expect(manifest.bookings.find((booking) => booking.id === voucher.bookingId)!.checkIn).toMatchObject({ devices: 1, offline: false })
    await page.setViewportSize({ width: 412, height: 1400 })
    await page.getByTestId('manifest').scrollIntoViewIfNeeded()
    await screenshot(page, `departure-manifest-${locale}`)

    // The CSV has the page's language in its headers and the guest in its rows.
    const download = page.waitForEvent('download')
    await page.getByRole('button', { name: words[prefix].csv }).click()
    const csv = await readFile((await (await download).path())!, 'utf8')
    expect(csv.split('\r\n')[0]).toContain(words[prefix].leadHeader)
    expect(csv).toContain('Sara Alharbi')
    // Printed, the page is the guest list alone.
    await page.emulateMedia({ media: 'print' })
    await expect(page.locator('.scanner')).toBeHidden()
    await expect(page.getByRole('banner')).toBeHidden()
    await expect(page.getByTestId('manifest')).toBeVisible()
    await screenshot(page, `departure-print-${locale}`)
  })

  test(`offline: open the departure, lose the connection, scan two vouchers, reconnect → both synced once (${language})`, async ({ page, context, baseURL }) => {
    const departure = await emptyDeparture(baseURL!, own(skip + 2))
    const vouchers = [await paidVoucher(baseURL!, departure, locale), await paidVoucher(baseURL!, departure, locale)]
    const photos = [await photographVoucher(page, prefix, vouchers[0]!, `offline-a-${locale}`), await photographVoucher(page, prefix, vouchers[1]!, `offline-b-${locale}`)]
    // Another departure's voucher, whose list this device kept earlier that day.
    const elsewhere = await emptyDeparture(baseURL!, own(skip + 6))
    const stray = await paidVoucher(baseURL!, elsewhere, locale)
    const strayPhoto = await photographVoucher(page, prefix, stray, `offline-stray-${locale}`)
    const staff = await createStaffAgent(baseURL!, locale)
    await signInStaff(page, prefix, staff)
    await openDeparture(page, prefix, elsewhere)
    await openDeparture(page, prefix, departure)

    await context.setOffline(true)
    await expect(page.getByText(words[prefix].offline)).toBeVisible()
    const result = page.getByTestId('scan-result')
    for (const [index, photo] of photos.entries()) {
      await scanPhoto(page, prefix, photo)
      await expect(result).toHaveAttribute('data-kind', 'valid')
      await expect(page.locator(`[data-booking="${vouchers[index]!.bookingId}"]`).getByTestId('checkin-state')).toBeVisible()
    }
    // The same voucher again, still offline: already checked in on this device.
    await scanPhoto(page, prefix, photos[0]!)
    await expect(result).toHaveAttribute('data-kind', 'already_checked_in')
    // The other departure's voucher: told apart from an unknown one, and not queued.
    await scanPhoto(page, prefix, strayPhoto)
    await expect(result).toHaveAttribute('data-kind', 'wrong_departure')
    // Nothing reached the server yet.
    const before = await staffRequest<StaffManifest>(baseURL!, 'GET', `/api/store/staff/departures/${departure.id}`)
    expect(before.bookings.filter((booking) => booking.checkIn)).toEqual([])

    await context.setOffline(false)
    await expect(page.getByTestId('sync-note')).toContainText(words[prefix].synced, { timeout: 20_000 })
    const after = await staffRequest<StaffManifest>(baseURL!, 'GET', `/api/store/staff/departures/${departure.id}`)
    for (const voucher of vouchers) {
      expect(after.bookings.find((booking) => booking.id === voucher.bookingId)!.checkIn).toMatchObject({ offline: true, devices: 1 })
      expect(after.audit.filter((event) => event.booking === voucher.bookingId && event.action === 'check_in')).toHaveLength(1)
    }
    // Reloading (another sync attempt) sends nothing again.
    await page.reload()
    await expect(page.getByTestId('manifest')).toBeVisible()
    const again = await staffRequest<StaffManifest>(baseURL!, 'GET', `/api/store/staff/departures/${departure.id}`)
    expect(again.audit.filter((event) => event.action.startsWith('check_in'))).toHaveLength(after.audit.filter((event) => event.action.startsWith('check_in')).length)
  })
}

for (const [prefix, skip] of [['/en', 4] as const, ['', 5] as const]) {
  test(`staff write a note, mark a no-show, cancel a booking, change the capacity and close the departure, each in the trail (${prefix ? 'English' : 'Arabic'})`, async ({ page, baseURL }) => {
    const say = changes[prefix]
    const departure = await emptyDeparture(baseURL!, own(skip))
    const [kept, gone] = [await paidVoucher(baseURL!, departure, prefix ? 'en' : 'ar'), await paidVoucher(baseURL!, departure, prefix ? 'en' : 'ar')]
    const staff = await createStaffAgent(baseURL!, prefix ? 'en' : 'ar')
    await signInStaff(page, prefix, staff)
    await openDeparture(page, prefix, departure)
    const row = page.locator(`[data-booking="${kept.bookingId}"]`)
    await row.getByRole('button', { name: say.addNote }).click()
    await row.getByLabel(say.note).fill('Vegetarian lunch')
    await row.getByRole('button', { name: say.save }).click()
    await expect(row.getByRole('status')).toHaveText(say.saved)
    await expect(row).toContainText('Vegetarian lunch')
    await row.getByRole('button', { name: say.noShow }).click()
    await expect(row.getByTestId('checkin-state')).toHaveText(say.noShowState)
    const other = page.locator(`[data-booking="${gone.bookingId}"]`)
    await other.getByRole('button', { name: say.cancel }).click()
    await other.getByRole('button', { name: say.yes }).click()
    await expect(other.getByRole('status')).toContainText(say.cancelled)
    const manifest = await staffRequest<StaffManifest>(baseURL!, 'GET', `/api/store/staff/departures/${departure.id}`)
    expect(manifest.bookings.find((booking) => booking.id === kept.bookingId)).toMatchObject({ note: 'Vegetarian lunch', noShowAt: expect.any(String) })
    expect(manifest.bookings.find((booking) => booking.id === gone.bookingId)!.status).toMatch(/cancelled|refunded/)
    expect(manifest.audit.map((event) => event.action).sort()).toEqual(['cancel', 'no_show', 'note'])

    // Capacity never below the reserved seat (the kept booking), then closing the departure.
    const controls = page.locator('.departure-controls')
    await controls.getByLabel(say.capacity).fill('0')
    await controls.getByRole('button', { name: say.changeCapacity }).click()
    await expect(controls.getByRole('alert')).toHaveText(say.below)
    await controls.getByLabel(say.capacity).fill('3')
    await controls.getByRole('button', { name: say.changeCapacity }).click()
    await expect(controls.getByRole('status')).toHaveText(say.changed)
    await controls.getByRole('button', { name: say.close }).click()
    await expect(controls.getByRole('button', { name: say.reopen })).toBeVisible()
    const after = await staffRequest<StaffManifest>(baseURL!, 'GET', `/api/store/staff/departures/${departure.id}`)
    expect(after.slot).toMatchObject({ capacity: 3, status: 'closed' })
    expect(after.audit.map((event) => event.action)).toEqual(expect.arrayContaining(['capacity', 'slot_closed']))
  })
}

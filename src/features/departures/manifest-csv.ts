/** The manifest as CSV (one row per booking), for a spreadsheet or a printed list. */
import type { ManifestBooking } from './departure-types'

const cell = (value: string | number) => {
  const text = String(value)
  // A leading = + - @ would be a formula in a spreadsheet: kept as text.
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe
}

/**
 * A phone number as a CSV cell spreadsheets keep as text and show as written: wrapped in the
 * invisible left-to-right isolate marks (U+2066 … U+2069). The leading "+" would otherwise start a
 * formula (so cell() would prefix the apostrophe, which LibreOffice and Google Sheets then show)
 * or be read as a number that loses the "+" and leading zeros; the marks also keep "+966…" in
 * reading order inside an Arabic sheet.
 */
export const phoneCell = (phone: string) => (phone ? `\u2066${phone}\u2069` : '')

export type CsvColumn = { header: string; value: (booking: ManifestBooking) => string | number }

/** Rows of cells joined with commas and CRLF, a byte-order mark first so spreadsheets read Arabic as UTF-8. */
export function manifestCsv(bookings: ManifestBooking[], columns: CsvColumn[]): string {
  const lines = [columns.map((column) => cell(column.header)).join(','), ...bookings.map((booking) => columns.map((column) => cell(column.value(booking))).join(','))]
  return `\uFEFF${lines.join('\r\n')}\r\n`
}

/** The manifest as CSV (one row per booking), for a spreadsheet or a printed list. */
import type { ManifestBooking } from './departure-types'

const cell = (value: string | number) => {
  const text = String(value)
  // A leading = + - @ would be a formula in a spreadsheet: kept as text.
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe
}

export type CsvColumn = { header: string; value: (booking: ManifestBooking) => string | number }

/** Rows of cells joined with commas and CRLF, a byte-order mark first so spreadsheets read Arabic as UTF-8. */
export function manifestCsv(bookings: ManifestBooking[], columns: CsvColumn[]): string {
  const lines = [columns.map((column) => cell(column.header)).join(','), ...bookings.map((booking) => columns.map((column) => cell(column.value(booking))).join(','))]
  return `\uFEFF${lines.join('\r\n')}\r\n`
}

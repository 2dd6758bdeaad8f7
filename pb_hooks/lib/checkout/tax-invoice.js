// @ts-check
// The Saudi simplified tax invoice of a paid order (ZATCA, phase 1): the seller's name and VAT
// number, the VAT in the VAT-inclusive total, and the QR code's TLV payload. Pure; runs in Node
// (unit tests) and in PocketBase's JS engine (no Buffer, no TextEncoder). Decision 037.
//
// Rounding (recorded in docs/decisions/037-simplified-tax-invoice.md): prices are VAT-inclusive, so
// the VAT of a total T halalas is T × 15 / 115, rounded to the nearest halala, halves up; the
// amount before VAT is T minus that VAT, so the two always add up to the total charged.

/** @typedef {{ nameAr: string, nameEn: string, vatNumber: string }} Seller */
/** @typedef {{ ok: true, seller: Seller, demo: boolean } | { ok: false, problem: string }} SellerConfig */

/** VAT rate of Saudi Arabia, percent. */
const VAT_RATE_PERCENT = 15;

/** Demo seller, used when the variables are unset and the shop does not take real payments. */
const DEMO_SELLER = {
  nameAr: 'رحلة للسياحة (متجر تجريبي)',
  nameEn: 'Rihla Travel (demo store)',
  // ZATCA's own sandbox VAT number: valid in form, registered to no one.
  vatNumber: '399999999900003',
};

/** A Saudi VAT registration number: 15 digits, the first and the last a 3. */
/** @param {unknown} value */
const isVatNumber = (value) => typeof value === 'string' && /^3[0-9]{13}3$/.test(value);

/**
 * The VAT inside a VAT-inclusive amount, in halalas: round(total × 15 / 115), halves up, in
 * integers only (no floating point on money).
 * @param {number} totalHalalas
 */
function vatOfInclusive(totalHalalas) {
  if (!Number.isInteger(totalHalalas) || totalHalalas < 0) throw new Error('the total must be a whole number of halalas ≥ 0');
  const numerator = totalHalalas * VAT_RATE_PERCENT;
  const denominator = 100 + VAT_RATE_PERCENT;
  // floor((2n + d) / 2d) is n/d rounded to the nearest integer, halves up.
  return Math.floor((2 * numerator + denominator) / (2 * denominator));
}

/** 123456 halalas → '1234.56' (ZATCA's amounts: SAR, a dot, two decimals, no grouping). @param {number} halalas */
function halalasText(halalas) {
  const whole = Math.floor(halalas / 100);
  const cents = halalas % 100;
  return `${whole}.${cents < 10 ? '0' : ''}${cents}`;
}

/**
 * A string's UTF-8 bytes (no TextEncoder in PocketBase's engine).
 * @param {string} text
 * @returns {number[]}
 */
function utf8Bytes(text) {
  const bytes = [];
  for (const character of text) {
    const code = /** @type {number} */ (character.codePointAt(0));
    if (code < 0x80) bytes.push(code);
    else if (code < 0x800) bytes.push(0xc0 | (code >> 6), 0x80 | (code & 0x3f));
    else if (code < 0x10000) bytes.push(0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f));
    else bytes.push(0xf0 | (code >> 18), 0x80 | ((code >> 12) & 0x3f), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f));
  }
  return bytes;
}

/** @param {number[]} bytes */
function utf8Text(bytes) {
  let text = '';
  for (let index = 0; index < bytes.length; ) {
    const first = /** @type {number} */ (bytes[index]);
    const size = first < 0x80 ? 1 : first < 0xe0 ? 2 : first < 0xf0 ? 3 : 4;
    let code = size === 1 ? first : first & (0xff >> (size + 1));
    for (let next = 1; next < size; next += 1) code = (code << 6) | (/** @type {number} */ (bytes[index + next]) & 0x3f);
    text += String.fromCodePoint(code);
    index += size;
  }
  return text;
}

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** @param {number[]} bytes */
function base64Encode(bytes) {
  let out = '';
  for (let index = 0; index < bytes.length; index += 3) {
    const a = /** @type {number} */ (bytes[index]);
    const b = index + 1 < bytes.length ? /** @type {number} */ (bytes[index + 1]) : 0;
    const c = index + 2 < bytes.length ? /** @type {number} */ (bytes[index + 2]) : 0;
    out += BASE64.charAt(a >> 2) + BASE64.charAt(((a & 3) << 4) | (b >> 4));
    out += index + 1 < bytes.length ? BASE64.charAt(((b & 15) << 2) | (c >> 6)) : '=';
    out += index + 2 < bytes.length ? BASE64.charAt(c & 63) : '=';
  }
  return out;
}

/** @param {string} text @returns {number[]} */
function base64Decode(text) {
  const clean = text.replace(/=+$/, '');
  const bytes = [];
  let buffer = 0;
  let bits = 0;
  for (const character of clean) {
    const value = BASE64.indexOf(character);
    if (value === -1) throw new Error('not base64');
    buffer = (buffer << 6) | value;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      bytes.push((buffer >> bits) & 0xff);
    }
  }
  return bytes;
}

/**
 * ZATCA's QR payload: each field as tag (1 byte), length (1 byte, the value's UTF-8 byte count)
 * and value, concatenated, in base64.
 * @param {{ sellerName: string, vatNumber: string, timestamp: string, total: string, vat: string }} fields
 */
function zatcaQrPayload(fields) {
  const values = [fields.sellerName, fields.vatNumber, fields.timestamp, fields.total, fields.vat];
  /** @type {number[]} */
  const bytes = [];
  values.forEach((value, index) => {
    const encoded = utf8Bytes(value);
    if (encoded.length > 255) throw new Error(`TLV tag ${index + 1} is longer than 255 bytes`);
    bytes.push(index + 1, encoded.length, ...encoded);
  });
  return base64Encode(bytes);
}

/**
 * A TLV payload read back: { [tag]: value }. For tests and for checking a scanned code.
 * @param {string} payload
 * @returns {Record<number, string>}
 */
function decodeZatcaQr(payload) {
  const bytes = base64Decode(payload);
  /** @type {Record<number, string>} */
  const fields = {};
  for (let index = 0; index < bytes.length; ) {
    const tag = /** @type {number} */ (bytes[index]);
    const length = /** @type {number} */ (bytes[index + 1]);
    if (length === undefined || index + 2 + length > bytes.length) throw new Error('truncated TLV');
    fields[tag] = utf8Text(bytes.slice(index + 2, index + 2 + length));
    index += 2 + length;
  }
  return fields;
}

/**
 * The seller the invoices name, from the environment. RIHLA_SELLER_NAME_AR, RIHLA_SELLER_NAME_EN
 * and RIHLA_SELLER_VAT_NUMBER; when all are unset and payments are the sandbox's (the demo), the
 * demo seller. With real payments (RIHLA_PAYMENT_PROVIDER=moyasar) they must be set.
 * @param {Record<string, string | undefined>} env
 * @returns {SellerConfig}
 */
function sellerFromEnv(env) {
  const nameAr = (env.RIHLA_SELLER_NAME_AR || '').trim();
  const nameEn = (env.RIHLA_SELLER_NAME_EN || '').trim();
  const vatNumber = (env.RIHLA_SELLER_VAT_NUMBER || '').trim();
  const live = (env.RIHLA_PAYMENT_PROVIDER || '').trim() === 'moyasar';
  if (!nameAr && !nameEn && !vatNumber) {
    if (live) return { ok: false, problem: 'RIHLA_SELLER_NAME_AR, RIHLA_SELLER_NAME_EN and RIHLA_SELLER_VAT_NUMBER must be set when payments are real (RIHLA_PAYMENT_PROVIDER=moyasar)' };
    return { ok: true, seller: { ...DEMO_SELLER }, demo: true };
  }
  if (!isVatNumber(vatNumber)) return { ok: false, problem: 'RIHLA_SELLER_VAT_NUMBER must be 15 digits that start and end with 3' };
  if (!nameAr && !nameEn) return { ok: false, problem: 'RIHLA_SELLER_NAME_AR or RIHLA_SELLER_NAME_EN must be set' };
  // ZATCA's QR carries one name of at most 255 bytes; the Arabic one is the registered one.
  const named = nameAr || nameEn;
  if (utf8Bytes(named).length > 255) return { ok: false, problem: 'the seller name is longer than 255 bytes' };
  return { ok: true, seller: { nameAr: nameAr || nameEn, nameEn: nameEn || nameAr, vatNumber }, demo: false };
}

/** 'YYYY-MM-DD HH:MM:SS.sssZ' (PocketBase) or ISO → '2026-11-26T09:30:00Z' (ISO 8601, UTC, seconds). @param {unknown} value */
function invoiceTimestamp(value) {
  const ms = Date.parse(String(value).replace(' ', 'T'));
  if (Number.isNaN(ms)) return '';
  return `${new Date(ms).toISOString().slice(0, 19)}Z`;
}

/**
 * The simplified tax invoice of an order, or null while it is unpaid (no `paid_at`) or the seller
 * is not configured. `order`: a row of `orders` (invoice_number, total, paid_at).
 * @param {any} order
 * @param {SellerConfig | null | undefined} sellerConfig
 * @returns {import('../contracts/checkout-contract.js').TaxInvoice | null}
 */
function taxInvoice(order, sellerConfig) {
  if (!order || !order.paid_at || !sellerConfig || !sellerConfig.ok) return null;
  const issuedAt = invoiceTimestamp(order.paid_at);
  if (!issuedAt) return null;
  const total = Number(order.total) || 0;
  const vat = vatOfInclusive(total);
  const seller = sellerConfig.seller;
  return {
    number: order.invoice_number || '',
    issuedAt,
    seller: { name_ar: seller.nameAr, name_en: seller.nameEn, vatNumber: seller.vatNumber },
    demoSeller: Boolean(sellerConfig.demo),
    vatRatePercent: VAT_RATE_PERCENT,
    totalWithVat: total,
    vatAmount: vat,
    totalWithoutVat: total - vat,
    qr: zatcaQrPayload({ sellerName: seller.nameAr, vatNumber: seller.vatNumber, timestamp: issuedAt, total: halalasText(total), vat: halalasText(vat) }),
  };
}

module.exports = { VAT_RATE_PERCENT, DEMO_SELLER, isVatNumber, vatOfInclusive, halalasText, utf8Bytes, zatcaQrPayload, decodeZatcaQr, sellerFromEnv, invoiceTimestamp, taxInvoice };

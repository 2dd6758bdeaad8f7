const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789'

/** A record id made on the device (15 lowercase letters and digits): a retry with it is idempotent. */
export function newRecordId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(15))
  return Array.from(bytes, (byte) => ALPHABET[byte % ALPHABET.length]).join('')
}

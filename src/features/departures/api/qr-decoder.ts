/**
 * Reading a voucher's QR code from a camera frame or a photo: the browser's BarcodeDetector where
 * it reads QR codes (Chromium on Android, macOS, ChromeOS), otherwise zxing-wasm's reader (an npm
 * package with its WebAssembly inside; served from our own /assets, never from a CDN). Loaded
 * only by the departure screen; `prepareDecoder` fetches it while there is a connection, so
 * scanning keeps working offline.
 */
type Detector = { detect: (source: ImageBitmapSource) => Promise<{ rawValue: string }[]> }
type DetectorClass = { new (options: { formats: string[] }): Detector; getSupportedFormats: () => Promise<string[]> }

type Decode = (source: Blob | ImageData) => Promise<string | null>

let decoder: Promise<Decode> | undefined

async function nativeDecoder(): Promise<Decode | null> {
  const BarcodeDetector = (globalThis as { BarcodeDetector?: DetectorClass }).BarcodeDetector
  if (!BarcodeDetector) return null
  try {
    if (!(await BarcodeDetector.getSupportedFormats()).includes('qr_code')) return null
  } catch {
    return null
  }
  const detector = new BarcodeDetector({ formats: ['qr_code'] })
  return async (source) => {
    const image = source instanceof Blob ? await createImageBitmap(source) : source
    const found = await detector.detect(image)
    return found[0]?.rawValue ?? null
  }
}

async function wasmDecoder(): Promise<Decode> {
  const [{ prepareZXingModule, readBarcodes }, { default: wasmUrl }] = await Promise.all([import('zxing-wasm/reader'), import('zxing-wasm/reader/zxing_reader.wasm?url')])
  await prepareZXingModule({ overrides: { locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? wasmUrl : prefix + path) }, fireImmediately: true })
  return async (source) => {
    const results = await readBarcodes(source, { formats: ['QRCode'], tryHarder: true, maxNumberOfSymbols: 1 })
    return results.find((result) => result.isValid)?.text ?? null
  }
}

/** The decoder for this browser, loaded once (and at once when called ahead, while online). */
export function prepareDecoder(): Promise<Decode> {
  decoder ??= nativeDecoder().then((native) => native ?? wasmDecoder())
  decoder.catch(() => {
    decoder = undefined
  })
  return decoder
}

/** The text of the QR code in an image (a photo file or a camera frame), or null when none is read. */
export async function decodeQr(source: Blob | ImageData): Promise<string | null> {
  return (await prepareDecoder())(source)
}

// Staff-written Arabic text often carries Western digits ("تأسست عام 2018"); an Arabic page shows
// Arabic-Indic ones (decision 054). Figures that belong to a Latin token (a code such as "RIYADH10",
// "4x4", an address or URL) keep theirs.
const ARABIC_INDIC = '٠١٢٣٤٥٦٧٨٩'
const figure = /(?<![A-Za-z0-9@/_.:#-])\d+(?:[.,]\d+)*(?![A-Za-z0-9@/_-]|[.:]\w)/g

/** `text` with its free-standing Western figures in Arabic-Indic digits (decimal point "٫", thousands "٬"). */
export function withArabicDigits(text: string): string {
  return text.replace(figure, (run) =>
    run.replace(/[0-9.,]/g, (char) => (char === '.' ? '٫' : char === ',' ? '٬' : ARABIC_INDIC[Number(char)]!)),
  )
}

/** Staff-written text in the page's digits: Arabic-Indic on Arabic pages, as written on English ones. */
export const inPageDigits = (text: string, locale: 'ar' | 'en'): string => (locale === 'ar' ? withArabicDigits(text) : text)
